/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';

const labelStyle = {
  display: 'flex',
  gap: token('spacing-2'),
  alignItems: 'center',
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg'),
  cursor: 'pointer',
} as const;
const boxStyle = { width: '1.125rem', height: '1.125rem', margin: 0, accentColor: token('colors-brand-500') } as const;

/**
 * The "Don't show again" choice of a dialog that comes back by itself (the webinar popup, a course's
 * progress popup): a labelled checkbox; the dialog stores the choice through its own rule. `label` for a
 * dialog whose fixed text says more ("Don't show progress popups").
 */
export function DontShowAgain({
  checked,
  onChange,
  label = "Don't show again",
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} css={labelStyle}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        css={boxStyle}
      />
      {label}
    </label>
  );
}
