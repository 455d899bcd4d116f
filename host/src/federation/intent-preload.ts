import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { routeMatch } from '../routing/route-match';
import { savesData } from '../startup/save-data';
import { preloadPageScopes } from './page-scopes';
import { preloadRemotePage } from './use-remote-component';

/** A pointer that rests this long on a link shows intent; one that only passes over it does not. */
export const HOVER_INTENT_MS = 60;

/** The route of the table an in-site URL leads to, as the router would choose it. */
export const routeAt = (pathname: string): RouteEntry | null => routeMatch(pathname)?.entry ?? null;

/**
 * Starts the route's remote module (and Chakra, for a Chakra page) and the page's first data loading
 * when a visitor shows intent to follow a link: the pointer rests on it, it gets focus, or a finger
 * touches it. The page then renders at once on the click. Same-origin links of remote pages only,
 * never the page shown, each path once per page load (another course of a loaded page still gets its
 * data); nothing while the browser saves data. Its code loads at the visitor's first sign of
 * engagement (`bootstrap.tsx`): `engagedBy`, that event, and what the visitor points at or has
 * focused by the time it runs count as intent too. Returns the function that stops listening.
 */
export function startIntentPreload(doc: Document = document, engagedBy?: Event): () => void {
  const tried = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const preloadLink = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement) || savesData()) return;
    const { location } = doc.defaultView ?? window;
    const url = new URL(anchor.href, location.href);
    if (url.origin !== location.origin) return;
    const entry = routeAt(url.pathname);
    if (!entry?.module || entry.owner === 'host' || url.pathname === location.pathname) return;
    // Each path and query once: its module (loaded once whatever the path) and its first data.
    const path = url.pathname + url.search;
    if (tried.has(path)) return;
    tried.add(path);
    void preloadRemotePage(entry.owner, entry.module, path);
    preloadPageScopes(entry, tried);
  };
  const onHover = (event: Event) => {
    clearTimeout(timer);
    timer = setTimeout(() => preloadLink(event.target), HOVER_INTENT_MS);
  };
  const onLeave = () => clearTimeout(timer);
  const onIntent = (event: Event) => preloadLink(event.target);

  const listeners: [string, (event: Event) => void][] = [
    ['mouseover', onHover],
    ['mouseout', onLeave],
    ['focusin', onIntent],
    ['touchstart', onIntent],
  ];
  for (const [type, listener] of listeners) doc.addEventListener(type, listener, { passive: true });
  // What happened while this code loaded: the touch that started it, a link focused or pointed at.
  if (engagedBy?.type === 'touchstart') preloadLink(engagedBy.target);
  preloadLink(doc.activeElement);
  const pointedAt = [...doc.querySelectorAll('a[href]:hover')].pop();
  if (pointedAt) onHover({ target: pointedAt } as unknown as Event);
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) doc.removeEventListener(type, listener);
  };
}
