/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { MouseEvent } from 'react';
import { token } from '@qa/shared/ui/tokens';

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

/** 'Skip to content': the first tab stop of every page, visible only while focused. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={skipToMain}
      css={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 100,
        padding: '8px 16px',
        borderRadius: 8,
        background: token('colors-bg'),
        color: token('colors-brand-600'),
        fontWeight: 600,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: `2px solid ${token('colors-brand-focus-ring')}`, outlineOffset: 2 },
      }}
    >
      Skip to content
    </a>
  );
}
