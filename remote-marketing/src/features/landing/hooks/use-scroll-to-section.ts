import { useEffect, type RefObject } from 'react';

const SETTLE_MS = 4000;

/**
 * Scrolls to `#id` inside `root` and keeps it at the top while the sections above it finish
 * loading (their real content may differ a little from the skeletons' height), until the visitor
 * scrolls, types or touches, or a few seconds have passed.
 */
export function useScrollToSection(root: RefObject<HTMLElement | null>, id: string, enabled: boolean) {
  useEffect(() => {
    const container = root.current;
    if (!enabled || !container) return;
    const scroll = () => container.querySelector(`#${id}`)?.scrollIntoView({ block: 'start' });
    // After the host's scroll-to-top on a new path.
    const frame = requestAnimationFrame(scroll);
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(scroll);
    resize?.observe(container);
    const stop = () => {
      resize?.disconnect();
      for (const type of ['wheel', 'touchstart', 'keydown']) window.removeEventListener(type, stop);
    };
    for (const type of ['wheel', 'touchstart', 'keydown']) window.addEventListener(type, stop, { passive: true });
    const timer = window.setTimeout(stop, SETTLE_MS);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
      stop();
    };
  }, [root, id, enabled]);
}
