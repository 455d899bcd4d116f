/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { MouseEvent } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';
import { ButtonAnchor } from '@qa/shared/ui/primitives/Button';

/** The id every page's main region carries (the page wrapper's and the auth layout's `<main>`). */
export const MAIN_ID = 'main';

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_ID);
  if (!main) return;
  // Focus moves there too (a hash jump alone leaves it on the link in some browsers).
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView?.();
}

/** Above the page's top edge until focused. */
const skipLinkStyle = {
  position: 'absolute',
  left: token('spacing-2'),
  top: token('spacing-2'),
  zIndex: 100,
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': {
    transform: 'none',
    outline: `2px solid ${token('colors-brand-focus-ring')}`,
    outlineOffset: 2,
  },
} as const;

/** 'Skip to content': the first tab stop of every page, visible only while focused. */
export function SkipLink() {
  return (
    // The inverse look (white, brand text) reads over any page; its focus ring is the brand's here.
    <ButtonAnchor href={`#${MAIN_ID}`} onClick={skipToMain} variant="inverse" size="sm" css={skipLinkStyle}>
      Skip to content
    </ButtonAnchor>
  );
}
