import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { PAGE_LOADING } from './layout-constants';
import { MAIN_ID } from './SkipLink';

/** How long a position to restore waits for the page to grow tall enough (a remote page, its data). */
export const RESTORE_WAIT_MS = 4000;

const TAKE_OVER = ['wheel', 'touchstart', 'keydown'] as const;

/**
 * Scrolls to `y` once the page is tall enough to hold it: a page coming back shows a spinner or
 * skeletons first. A page that has come and is still too short lacks what loads as the visitor nears
 * its end (the footer, when the layout is new): it is scrolled as far as it goes, so that comes, and
 * then to `y`. Stops when the visitor scrolls, types or touches, or after RESTORE_WAIT_MS (then as
 * far as the page goes). Returns the way to stop it.
 */
function restoreWhenTall(y: number): () => void {
  const fits = () => document.documentElement.scrollHeight - window.innerHeight >= y;
  if (fits()) {
    window.scrollTo(0, y);
    return () => {};
  }
  const resize = new ResizeObserver(() => {
    if (fits()) {
      window.scrollTo(0, y);
      stop();
    } else if (!document.getElementById(MAIN_ID)?.querySelector(PAGE_LOADING)) {
      window.scrollTo(0, y); // as far as it goes
    }
  });
  const timer = window.setTimeout(() => {
    window.scrollTo(0, y);
    stop();
  }, RESTORE_WAIT_MS);
  function stop() {
    resize.disconnect();
    window.clearTimeout(timer);
    for (const type of TAKE_OVER) window.removeEventListener(type, stop);
  }
  resize.observe(document.body);
  for (const type of TAKE_OVER) window.addEventListener(type, stop, { passive: true });
  return stop;
}

/**
 * docs/behaviour.md section 2: a new pathname starts at the top; Back or Forward to a page seen in
 * this visit returns to where the visitor left it. The declarative router has no
 * `<ScrollRestoration>`, so positions are kept here by history entry key, as the visitor scrolls:
 * by the time a navigation renders, the new page may already have moved `scrollY`. Only a
 * Back / Forward finds a key already kept (a push or replace makes a new one).
 * Not the first render: where the page opened is the browser's (a #section, a reload's position),
 * and a visitor may already have scrolled or followed a link of a prerendered page.
 */
export function useScrollMemory(): void {
  const { key, pathname } = useLocation();
  const shown = useRef({ key, pathname });
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    const keep = () => positions.current.set(shown.current.key, window.scrollY);
    window.addEventListener('scroll', keep, { passive: true });
    return () => window.removeEventListener('scroll', keep);
  }, []);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous.key === key) return;
    shown.current = { key, pathname };
    const kept = positions.current.get(key);
    if (kept !== undefined) return restoreWhenTall(kept);
    if (previous.pathname !== pathname) window.scrollTo(0, 0);
  }, [key, pathname]);
}
