import { afterStartup, whenIdle } from '../app/after-startup';
import { routeAt, savesData } from './intent-preload';
import { preloadPageScopes } from './page-scopes';
import { preloadRemotePage } from './use-remote-component';

/** How long each idle moment between two pages is waited for. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * The remote pages the first screen links to (header and hero), in page order, each once: the likely
 * next pages of a visitor on the landing.
 */
export function likelyNextPages(doc: Document = document): string[] {
  const { origin, pathname } = doc.defaultView?.location ?? window.location;
  const paths = [...doc.querySelectorAll<HTMLAnchorElement>('header a[href], main section a[href]')]
    .map((anchor) => new URL(anchor.href, origin))
    .filter((url) => url.origin === origin && url.pathname !== pathname)
    .map((url) => url.pathname);
  // Light pages only: a Chakra page would bring Chakra's scope, kept for visitors who sign in.
  return [...new Set(paths)].filter((path) => {
    const entry = routeAt(path);
    return entry?.module !== undefined && entry.owner !== 'host' && entry.ui === 'light';
  });
}

/**
 * On the landing, once the start-up is over, loads the page modules (and the query library) of the
 * first screen's links one idle moment at a time, so a first click finds its remote, page chunk and
 * data there. Nothing on other pages or while the browser saves data.
 */
export async function preloadLikelyPagesWhenIdle(win: Window = window): Promise<void> {
  if (routeAt(win.location.pathname)?.placeholder !== 'landing-hero') return;
  await afterStartup(win);
  if (savesData()) return;
  const tried = new Set<string>();
  for (const path of likelyNextPages(win.document)) {
    const entry = routeAt(path);
    if (!entry?.module || entry.owner === 'host') continue;
    await whenIdle(IDLE_TIMEOUT_MS, win);
    preloadRemotePage(entry.owner, entry.module, path);
    preloadPageScopes(entry, tried);
  }
}
