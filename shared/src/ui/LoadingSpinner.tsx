/** @jsxImportSource @qa/shared/ui/light-jsx */
import { keyframes } from '@qa/shared/ui/light-css';
import { token } from '@qa/shared/ui/tokens';
import { VisuallyHidden } from '@qa/shared/ui/light';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export interface LoadingSpinnerProps {
  /** page: fills most of the viewport (the default); section: fills its container. */
  kind?: 'page' | 'section';
  label?: string;
}

/** The loading spinner of docs/behaviour.md, the fallback of lazy pages. Pure CSS: it must paint before anything else loads. */
export function LoadingSpinner({ kind = 'page', label = 'Loading' }: LoadingSpinnerProps) {
  const size = kind === 'page' ? 48 : 28;
  return (
    <div
      role="status"
      data-kind={kind}
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: '100%',
        minHeight: kind === 'page' ? '60vh' : 160,
      }}
    >
      <span
        aria-hidden="true"
        css={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `3px solid ${token('colors-brand-50')}`,
          borderTopColor: token('colors-brand-500'),
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
