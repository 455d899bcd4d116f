import { useEffect, useState } from 'react';

/** How long after the first page an idle moment is waited for: start-up work goes first, but nothing waits for ever. */
export const STARTUP_IDLE_TIMEOUT_MS = 2_000;
/** A first page that never shows (a host page, a remote that is down) holds nothing back longer than this. */
export const FIRST_PAGE_WAIT_MS = 5_000;

let markFirstPageShown: () => void = () => {};
const firstPageShown = new Promise<void>((resolve) => (markFirstPageShown = resolve));

/** Called when a page of a remote is on screen (RemotePage). */
export function pageShown(): void {
  markFirstPageShown();
}

/**
 * Resolves once the first page is on screen (or FIRST_PAGE_WAIT_MS have passed), the document has
 * loaded, and then the main thread has had an idle moment (or STARTUP_IDLE_TIMEOUT_MS have passed):
 * for work the first screen does not need, so it does not compete with the page's scripts and data.
 */
export async function afterStartup(win: Window = window, shown: Promise<void> = firstPageShown): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (win.document.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  });
  await Promise.all([
    loaded,
    Promise.race([shown, new Promise((resolve) => win.setTimeout(resolve, FIRST_PAGE_WAIT_MS))]),
  ]);
  await whenIdle(STARTUP_IDLE_TIMEOUT_MS, win);
}

/** Resolves when the main thread is idle, or after `timeoutMs` (one timer turn where there are no idle callbacks). */
export function whenIdle(timeoutMs: number, win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else win.setTimeout(resolve, 0);
  });
}

/** False until `afterStartup()` has resolved for this component. */
export function useAfterStartup(): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let live = true;
    void afterStartup().then(() => live && setStarted(true));
    return () => {
      live = false;
    };
  }, []);
  return started;
}
