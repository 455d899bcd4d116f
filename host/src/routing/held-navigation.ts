import type { createBrowserHistory, To } from '@qa/shared/kernel/routing/router';

type History = ReturnType<typeof createBrowserHistory>;

/**
 * How long a click may hold the page it was made on while the next page's code and first data
 * arrive. Past it the
 * navigation goes ahead and the next page shows its placeholder, as it would without the hold (a
 * slow network, a hanging remote: the timeout and the fallback screen keep their course).
 */
export const NAVIGATION_HOLD_MAX_MS = 400;

/** The bar at the window's top while a navigation is held (its style: host/public/index.html). */
const PENDING_CLASS = 'qa-nav-pending';

function showPending(): () => void {
  const bar = document.createElement('div');
  bar.className = PENDING_CLASS;
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
  return () => bar.remove();
}

/**
 * `history`, whose `push` waits up to `maxMs` for `readyFor(to)` (null: nothing to wait for) before
 * the location changes, with a bar at the window's top meanwhile. For a click on a link to a page
 * whose code has not arrived: the old page stays, so the click's own task is short and that code
 * runs as soon as it arrives, instead of after the old page's removal and the placeholder's render;
 * the new page then replaces the old one in one render, with its first data. A newer push, or Back
 * and Forward (`popstate`), drops a held one. `replace` never waits (a redirect, a query kept in
 * the URL).
 */
export function holdingHistory(
  history: History,
  readyFor: (to: To) => Promise<unknown> | null,
  { maxMs = NAVIGATION_HOLD_MAX_MS, pending = showPending } = {},
): History {
  let latest = 0;
  let hide: (() => void) | null = null;
  const settle = () => {
    latest += 1;
    hide?.();
    hide = null;
  };
  window.addEventListener('popstate', settle);
  const held: History = Object.create(history);
  held.push = (to, state) => {
    settle();
    const ready = readyFor(to);
    if (!ready) {
      history.push(to, state);
      return;
    }
    const id = latest;
    hide = pending();
    let timer = 0;
    const go = () => {
      window.clearTimeout(timer);
      if (id !== latest) return;
      settle();
      history.push(to, state);
    };
    timer = window.setTimeout(go, maxMs);
    ready.then(go, go);
  };
  return held;
}
