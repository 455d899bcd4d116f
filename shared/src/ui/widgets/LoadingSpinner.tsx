/** @jsxImportSource @qa/shared/ui/light-jsx */
import { keyframes } from '@qa/shared/ui/styles/light-css';
import { token } from '@qa/shared/ui/styles/tokens';
import { VisuallyHidden } from '@qa/shared/ui/styles/light';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const frame = (minHeight: string | number) =>
  ({ display: 'flex', alignItems: 'center', justifyContent: 'center', width: '100%', minHeight }) as const;
const pageFrame = frame('60vh');
const sectionFrame = frame(160);
const wheel = (size: number) =>
  ({
    width: size,
    height: size,
    borderRadius: '50%',
    border: `3px solid ${token('colors-brand-50')}`,
    borderTopColor: token('colors-brand-500'),
    animation: `${spin} 0.8s linear infinite`,
  }) as const;
const pageWheel = wheel(48);
const sectionWheel = wheel(28);

export interface LoadingSpinnerProps {
  /** page: fills most of the viewport (the default); section: fills its container. */
  kind?: 'page' | 'section';
  label?: string;
}

/** The loading spinner of docs/behaviour.md, the fallback of lazy pages. Pure CSS: it must paint before anything else loads. */
export function LoadingSpinner({ kind = 'page', label = 'Loading' }: LoadingSpinnerProps) {
  return (
    <div role="status" data-kind={kind} css={kind === 'page' ? pageFrame : sectionFrame}>
      <span aria-hidden="true" css={kind === 'page' ? pageWheel : sectionWheel} />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
