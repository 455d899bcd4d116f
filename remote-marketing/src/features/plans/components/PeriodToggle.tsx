/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { token } from '@qa/shared/ui/tokens';
import type { BillingPeriod } from '../plan-view';

const LABELS: Record<BillingPeriod, string> = { month: 'Monthly', 'six-months': 'Six months' };

/** Monthly or six months: native radios (arrow keys, one tab stop) drawn as a segmented control. */
export function PeriodToggle({
  value,
  onChange,
  saving,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  saving: number | null;
}) {
  const name = useId();
  return (
    <fieldset
      css={{ border: 0, padding: 0, margin: `0 auto ${token('spacing-8')}`, display: 'flex', justifyContent: 'center' }}
    >
      <legend
        css={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0,0,0,0)',
          whiteSpace: 'nowrap',
        }}
      >
        Billing period
      </legend>
      <div
        css={{
          display: 'inline-flex',
          padding: token('spacing-1'),
          borderRadius: token('radii-full'),
          background: token('colors-brand-50'),
          gap: token('spacing-1'),
        }}
      >
        {(Object.keys(LABELS) as BillingPeriod[]).map((period) => (
          <label
            key={period}
            css={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: token('spacing-2'),
              height: token('spacing-10'),
              paddingInline: token('spacing-5'),
              borderRadius: token('radii-full'),
              cursor: 'pointer',
              fontWeight: token('font-weights-semibold'),
              color: value === period ? token('colors-white') : token('colors-brand-600'),
              background: value === period ? token('colors-brand-500') : 'transparent',
              '&:has(input:focus-visible)': {
                outline: `2px solid ${token('colors-brand-focus-ring')}`,
                outlineOffset: 2,
              },
            }}
          >
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              css={{ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' }}
            />
            {LABELS[period]}
            {period === 'six-months' && saving ? (
              <span
                css={{
                  fontSize: token('font-sizes-xs'),
                  padding: `${token('spacing-0.5')} ${token('spacing-2')}`,
                  borderRadius: token('radii-full'),
                  background: value === period ? token('colors-white') : token('colors-brand-500'),
                  color: value === period ? token('colors-brand-600') : token('colors-white'),
                }}
              >
                Save {saving}%
              </span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
