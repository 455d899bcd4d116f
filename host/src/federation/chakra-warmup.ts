import { afterStartup, whenIdle } from '../app/after-startup';
import { preloadChakraScope } from './chakra-scope';
import { savesData } from './intent-preload';

/**
 * What counts as a visitor starting to use the page (not a bot, not Lighthouse: they do none of it).
 * Not `scroll`: a page scrolls itself (`/plans` to its section); a wheel, a key or a touch is a person.
 */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'wheel', 'keydown', 'touchstart'] as const;

/** A pointer that moved: the browser also sends moves without movement (after a layout change, under a still pointer). */
const engaged = (event: Event) =>
  event.type !== 'pointermove' || (event as MouseEvent).movementX !== 0 || (event as MouseEvent).movementY !== 0;
/** How long the warm-up waits for an idle moment after the first sign of engagement. */
export const WARMUP_IDLE_TIMEOUT_MS = 2_000;

/**
 * Loads Chakra's scope in an idle moment once a visitor starts using a light page (moves the pointer,
 * turns the wheel, types or touches), after the start-up. Most ways on from a light page lead to a Chakra page
 * (a career path, sign-up, the dashboard), and evaluating Chakra (~60 ms, 4× that on a mid-range
 * phone) was the largest piece of that first navigation. A visit that only looks pays nothing:
 * nothing is fetched before the first sign of engagement, nor while the browser saves data. On a
 * Chakra page the scope is loaded already and this does nothing. Returns the function that stops it.
 */
export function startChakraWarmup(win: Window = window, ready: Promise<void> = afterStartup(win)): () => void {
  let stopped = false;
  const warm = (event: Event) => {
    if (!engaged(event)) return;
    stop();
    if (savesData(win.navigator)) return;
    void whenIdle(WARMUP_IDLE_TIMEOUT_MS, win).then(() => preloadChakraScope().catch(() => {}));
  };
  const stop = () => {
    stopped = true;
    for (const type of ENGAGEMENT) win.removeEventListener(type, warm);
  };
  void ready.then(() => {
    if (stopped) return;
    for (const type of ENGAGEMENT) win.addEventListener(type, warm, { passive: true });
  });
  return stop;
}
