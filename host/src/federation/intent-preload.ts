import { preloadLink } from './link-preload';

/** A pointer that rests this long on a link shows intent; one that only passes over it does not. */
export const HOVER_INTENT_MS = 60;

/**
 * Starts the route's remote module (and Chakra, for a Chakra page) and the page's first data loading
 * when a visitor shows intent to follow a link: the pointer rests on it or it gets focus. The page
 * then renders at once on the click. In-site links of remote pages only (`inSiteLink`: not a new
 * tab, a download or a file), never the page shown, each path once per page load (another course of
 * a loaded page still gets its data); nothing while the browser saves data. A press or a touch is
 * the start-up's own (`preloadPressedLinks`). This code loads at the visitor's first sign of
 * engagement (`bootstrap.tsx`): what the visitor points at or has focused by the time it runs
 * counts as intent too. Returns the function that stops listening.
 */
export function startIntentPreload(doc: Document = document): () => void {
  const tried = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const preload = (target: EventTarget | null) => preloadLink(target, tried);
  const onHover = (event: Event) => {
    clearTimeout(timer);
    timer = setTimeout(() => preload(event.target), HOVER_INTENT_MS);
  };
  const onLeave = () => clearTimeout(timer);
  const onIntent = (event: Event) => preload(event.target);

  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', onHover],
    ['mouseout', onLeave],
    ['focusin', onIntent],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { passive: true });
  // What happened while this code loaded: a link focused or pointed at.
  preload(doc.activeElement);
  const pointedAt = [...doc.querySelectorAll('a[href]:hover')].pop();
  if (pointedAt) onHover({ target: pointedAt } as unknown as Event);
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
  };
}
