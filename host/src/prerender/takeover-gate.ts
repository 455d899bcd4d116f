import { useEffect, useState } from 'react';
import { whenIdle } from '../startup/after-startup';

/**
 * Anything in a prerendered copy that does nothing until the app runs: a control (its handlers are
 * the app's), a part left empty for the live page, or one that differs for a signed-in visitor.
 */
const LIVE_PARTS = 'button, input, select, textarea, form, [data-live-only], [data-personal]';

/** How long after the load event an idle moment is waited for before the app takes over anyway. */
export const TAKEOVER_IDLE_TIMEOUT_MS = 4_000;

/** What a visitor does that may need the live page: the app takes over at once then. */
const ENGAGEMENT = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

/** Whether the copy shows everything the live page would and holds nothing that waits for the app. */
export function isCompleteCopy(nodes: Node[]): boolean {
  return !nodes.some((node) => node instanceof Element && (node.matches(LIVE_PARTS) || node.querySelector(LIVE_PARTS)));
}

/**
 * Calls `start` on the visitor's first engagement, or once the document has loaded and the main
 * thread has had an idle moment. Returns the function that stops waiting.
 */
export function whenEngagedOrIdle(start: () => void, win: Window = window): () => void {
  let done = false;
  const go = () => {
    if (done) return;
    done = true;
    stop();
    start();
  };
  const idleAfterLoad = () => void whenIdle(TAKEOVER_IDLE_TIMEOUT_MS, win).then(go);
  const stop = () => {
    for (const type of ENGAGEMENT) win.removeEventListener(type, go, true);
    win.removeEventListener('load', idleAfterLoad);
  };
  for (const type of ENGAGEMENT) win.addEventListener(type, go, { capture: true, passive: true });
  if (win.document.readyState === 'complete') idleAfterLoad();
  else win.addEventListener('load', idleAfterLoad, { once: true });
  return () => {
    done = true;
    stop();
  };
}

/**
 * True while a complete prerendered copy (`nodes`) is on screen and the app has no reason yet to
 * replace it: its remote, data and render wait for the visitor's first engagement or an idle moment
 * after the load, out of the first paint's way. An incomplete copy, or none, is taken over at once.
 */
export function useTakeoverGate(nodes: Node[] | null): boolean {
  const [waiting, setWaiting] = useState(() => nodes !== null && isCompleteCopy(nodes));
  useEffect(() => {
    if (!waiting) return;
    return whenEngagedOrIdle(() => setWaiting(false));
  }, [waiting]);
  return waiting;
}
