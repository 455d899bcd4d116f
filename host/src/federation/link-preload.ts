import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { routeMatch } from '../routing/route-match';
import { inSiteLink, plainPress } from '../routing/in-site-link';
import { isOffline } from '../offline/network-status';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { savesData } from '../startup/save-data';
import { preloadPageScopes } from './page-scopes';
import { hasShownRemotePage, preloadRemotePage } from './use-remote-component';

/** The route of the table an in-site URL leads to, as the router would choose it. */
export const routeAt = (pathname: string): RouteEntry | null => routeMatch(pathname)?.entry ?? null;

/**
 * Starts the page a link leads to loading (its remote module, its scopes and its first data), for the
 * element `target` is in: in-site links of remote pages only (`inSiteLink`), never the page shown,
 * nothing while the browser saves data. `tried` holds the paths (with their query) started already:
 * each once.
 */
export function preloadLink(target: EventTarget | null, tried: Set<string>): void {
  const url = savesData() ? null : inSiteLink(target);
  if (url) void preloadPage(url, tried);
}

/**
 * Starts the remote page at `url` (an in-site URL) loading: its module, its scopes and its first
 * data. Resolves once the module and that data are in (`preloadRemotePage`), or the module failed;
 * null for a page that is not a remote's, the page shown, or one started already (`tried`: its path
 * and query).
 */
function preloadPage(url: URL, tried: Set<string>): Promise<void> | null {
  const entry = routeAt(url.pathname);
  if (!entry?.module || entry.owner === 'host' || url.pathname === location.pathname) return null;
  // Each path and query once: its module (loaded once whatever the path) and its first data.
  const path = url.pathname + url.search;
  if (tried.has(path)) return null;
  tried.add(path);
  const module = preloadRemotePage(entry.owner, entry.module, path);
  preloadPageScopes(entry, tried);
  return module;
}

/**
 * For a navigation to `href` (in-site, relative to the page shown): what to wait for before the
 * location changes (held-navigation.ts), or null. A remote page not shown yet in this page load
 * (its module still to come, or loaded ahead without its data by a warm-up): its load (started now,
 * or the one a press started), which resolves when the module and the page's first data are in
 * (that data at most `FIRST_DATA_WAIT_MS` after the module), or the module failed. A page shown
 * before renders at once from its cached data instead.
 * Nothing while offline: the page's own load waits for the network and says so; nothing for a
 * members' page while nobody is signed in (its guard sends the visitor elsewhere).
 */
export function pageReadyFor(href: string): Promise<void> | null {
  const url = new URL(href, location.href);
  if (url.origin !== location.origin) return null;
  const entry = routeAt(url.pathname);
  if (!entry?.module || entry.owner === 'host' || isOffline() || hasShownRemotePage(entry.owner, entry.module))
    return null;
  const forMembers = entry.guard === 'signedIn' || entry.guard === 'questionnaire';
  if (forMembers && !isSignedIn(useAuthStore.getState())) return null;
  return preloadPage(url, new Set());
}

/**
 * A link pressed (a pointer's primary button down with no modifier key, a finger on it) starts its
 * page at once, from the first page on: a click follows the press by 50–150 ms, which the page's code
 * and data then use instead of waiting for the click's own render to ask for them. Needs no
 * engagement first, unlike the intent preload (`intent-preload.ts`, which loads later). `root`:
 * where presses are heard.
 */
export function preloadPressedLinks(root: EventTarget = window): void {
  const tried = new Set<string>();
  root.addEventListener(
    'pointerdown',
    (event) => {
      if (plainPress(event as PointerEvent)) preloadLink(event.target, tried);
    },
    { capture: true, passive: true },
  );
}
