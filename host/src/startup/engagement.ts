/**
 * What counts as a visitor starting to use the page (not a bot, not Lighthouse: they do none of it).
 * Not `scroll`: a page scrolls itself (`/plans` to its section); a wheel, a key or a touch is a person.
 */
const ENGAGEMENT = ['pointermove', 'pointerdown', 'wheel', 'keydown', 'touchstart'] as const;

/** A pointer that moved: the browser also sends moves without movement (after a layout change, under a still pointer). */
const engaged = (event: Event) =>
  event.type !== 'pointermove' || (event as MouseEvent).movementX !== 0 || (event as MouseEvent).movementY !== 0;

/** How long work started by engagement (a warm-up, the code that acts ahead of a click) waits for an idle moment. */
export const ENGAGED_IDLE_TIMEOUT_MS = 2_000;

/**
 * Calls `listener` with the event on every sign that a person uses the page (moves the pointer, turns the wheel,
 * types or touches) once `ready` has resolved: engagement during the start-up does not count, the
 * first page goes first. `engagedAlready`: the visitor engaged before this was called (the code that
 * calls it loads at the first sign of it), so `listener` is also called once `ready`, without an event.
 * Returns the function that stops listening.
 */
export function onEngagement(
  win: Window,
  ready: Promise<unknown>,
  listener: (event?: Event) => void,
  engagedAlready = false,
): () => void {
  let stopped = false;
  const handle = (event: Event) => {
    if (engaged(event)) listener(event);
  };
  void ready.then(() => {
    if (stopped) return;
    for (const type of ENGAGEMENT) win.addEventListener(type, handle, { passive: true });
    if (engagedAlready) listener();
  });
  return () => {
    stopped = true;
    for (const type of ENGAGEMENT) win.removeEventListener(type, handle);
  };
}
