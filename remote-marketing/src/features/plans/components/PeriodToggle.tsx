/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { color } from '@qa/shared/ui/tokens';
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
    <fieldset css={{ border: 0, padding: 0, margin: '0 auto 32px', display: 'flex', justifyContent: 'center' }}>
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
      <div css={{ display: 'inline-flex', padding: 4, borderRadius: 999, background: color.brandSubtle, gap: 4 }}>
        {(Object.keys(LABELS) as BillingPeriod[]).map((period) => (
          <label
            key={period}
            css={{
              position: 'relative',
              display: 'inline-flex',
              alignItems: 'center',
              gap: 8,
              height: 40,
              padding: '0 18px',
              borderRadius: 999,
              cursor: 'pointer',
              fontWeight: 600,
              color: value === period ? '#fff' : color.brandDark,
              background: value === period ? color.brand : 'transparent',
              '&:has(input:focus-visible)': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
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
                  fontSize: 12,
                  padding: '2px 8px',
                  borderRadius: 999,
                  background: value === period ? '#fff' : color.brand,
                  color: value === period ? color.brandDark : '#fff',
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
