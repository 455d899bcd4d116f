/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';
import { visuallyHidden } from '@qa/shared/ui/styles/light';
import type { BillingPeriod } from '../plan-view';

const fieldset = {
  border: 0,
  padding: 0,
  margin: `0 auto ${token('spacing-8')}`,
  display: 'flex',
  justifyContent: 'center',
} as const;
/** The segmented control's pill track. */
const track = {
  display: 'inline-flex',
  padding: token('spacing-1'),
  borderRadius: token('radii-full'),
  background: token('colors-brand-50'),
  gap: token('spacing-1'),
} as const;
const segment = {
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-2'),
  height: token('spacing-10'),
  paddingInline: token('spacing-5'),
  borderRadius: token('radii-full'),
  cursor: 'pointer',
  fontWeight: token('font-weights-semibold'),
  color: token('colors-brand-600'),
  background: 'transparent',
  '&:has(input:focus-visible)': {
    outline: `2px solid ${token('colors-brand-focus-ring')}`,
    outlineOffset: 2,
  },
} as const;
const chosenSegment = { color: token('colors-white'), background: token('colors-brand-500') } as const;
/** The native radio covers its segment, unseen: the whole pill takes the click. */
const overlayInput = { position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' } as const;
const savingTag = {
  fontSize: token('font-sizes-xs'),
  padding: `${token('spacing-0.5')} ${token('spacing-2')}`,
  borderRadius: token('radii-full'),
  background: token('colors-brand-500'),
  color: token('colors-white'),
} as const;
const chosenSavingTag = { background: token('colors-white'), color: token('colors-brand-600') } as const;

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
    <fieldset css={fieldset}>
      <legend css={visuallyHidden}>Billing period</legend>
      <div css={track}>
        {(Object.keys(LABELS) as BillingPeriod[]).map((period) => (
          <label key={period} css={[segment, value === period && chosenSegment]}>
            <input
              type="radio"
              name={name}
              value={period}
              checked={value === period}
              onChange={() => onChange(period)}
              css={overlayInput}
            />
            {LABELS[period]}
            {period === 'six-months' && saving ? (
              <span css={[savingTag, value === period && chosenSavingTag]}>Save {saving}%</span>
            ) : null}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
