import { useEffect } from 'react';

let locks = 0;
let saved = { overflow: '', paddingRight: '' };

/**
 * Locks page scroll while `active`; the last lock released restores the page's own overflow.
 * Where the scrollbar takes room (classic scrollbars), the page keeps its width: the scrollbar's
 * width becomes padding while it is hidden, so nothing shifts when a dialog opens (no CLS).
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    if (locks === 0) {
      const { style } = document.body;
      saved = { overflow: style.overflow, paddingRight: style.paddingRight };
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      if (scrollbar > 0) {
        const current = parseFloat(getComputedStyle(document.body).paddingRight) || 0;
        style.paddingRight = `${current + scrollbar}px`;
      }
      style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        document.body.style.overflow = saved.overflow;
        document.body.style.paddingRight = saved.paddingRight;
      }
    };
  }, [active]);
}
