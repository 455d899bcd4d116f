import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { afterStartup, whenIdle } from '../startup/after-startup';
import { ENGAGED_IDLE_TIMEOUT_MS, onEngagement } from '../startup/engagement';
import { preloadChakraScope } from './chakra-scope';
import { savesData } from '../startup/save-data';

/** Whether the visitor is signed in now: most of what is left on Chakra is theirs. */
const signedIn = () => isSignedIn(useAuthStore.getState());

/**
 * Loads Chakra's scope in an idle moment once a signed-in visitor starts using a light page (moves
 * the pointer, turns the wheel, types or touches), after the start-up. The pages still drawn with
 * Chakra are mostly a signed-in visitor's (dashboard, profile, my courses), with the career paths
 * and the rating board; evaluating Chakra (~60 ms, 4× that on a mid-range phone) is the largest
 * piece of the first navigation to one. An anonymous visitor's ways on (courses, the blog, plans,
 * sign-up) are light pages, so the warm-up would be work for nothing: for the two public Chakra
 * pages the intent preload starts Chakra when their link is pointed at or focused. A visit that
 * only looks pays nothing: nothing is fetched before the first sign of engagement, nor while the
 * browser saves data. On a Chakra page the scope is loaded already and this does nothing. Returns
 * the function that stops it. `wanted`: whether engagement now should warm Chakra (signed in);
 * `engaged`: the visitor has engaged already (`bootstrap.tsx` loads this code then).
 */
export function startChakraWarmup({
  win = window,
  ready = afterStartup(win),
  wanted = signedIn,
  engaged = false,
}: { win?: Window; ready?: Promise<void>; wanted?: () => boolean; engaged?: boolean } = {}): () => void {
  const onEngaged = () => {
    if (!wanted()) return;
    stop();
    if (savesData(win.navigator)) return;
    void whenIdle(ENGAGED_IDLE_TIMEOUT_MS, win).then(() => preloadChakraScope().catch(() => {}));
  };
  const stop = onEngagement(win, ready, onEngaged, engaged);
  return stop;
}
