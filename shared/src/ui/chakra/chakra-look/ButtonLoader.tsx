/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { keyframes } from '@qa/shared/ui/styles/light-css';
import { token } from '@qa/shared/ui/styles/tokens';

// The same frames as the site's spinner (`@qa/shared/ui/widgets/LoadingSpinner`): one @keyframes rule for both.
const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const centred = {
  position: 'absolute',
  inset: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** The label, invisible, keeps the button's width while the spinner shows. */
const keepsWidth = { opacity: 0 } as const;
const spinner = {
  display: 'inline-block',
  width: '1em',
  height: '1em',
  border: '0.125em solid currentColor',
  borderBottomColor: 'transparent',
  borderInlineStartColor: 'transparent',
  borderRadius: token('radii-full'),
  animation: `${spin} 0.5s linear infinite`,
} as const;

/**
 * The label of a `chakraButton` in Chakra's `loading` look: while loading, a spinner of the text's
 * size in its colour, then `text` when given ("Saving…"); without it the spinner takes the middle
 * and the label keeps its place (the button does not change size) and its name for assistive
 * technology, unseen. The owner disables the button and marks it `aria-busy` meanwhile.
 */
export function ButtonLoader({ loading, text, children }: { loading: boolean; text?: string; children: ReactNode }) {
  if (!loading) return children;
  if (text)
    return (
      <>
        <span aria-hidden="true" css={spinner} />
        {text}
      </>
    );
  return (
    <>
      <span aria-hidden="true" css={centred}>
        <span css={spinner} />
      </span>
      <span css={keepsWidth}>{children}</span>
    </>
  );
}
