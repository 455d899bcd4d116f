import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { routeMatch } from '../routing/route-match';
import { inSiteLink, plainPress } from '../routing/in-site-link';
import { savesData } from '../startup/save-data';
import { preloadPageScopes } from './page-scopes';
import { preloadRemotePage } from './use-remote-component';

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
  if (!url) return;
  const entry = routeAt(url.pathname);
  if (!entry?.module || entry.owner === 'host' || url.pathname === location.pathname) return;
  // Each path and query once: its module (loaded once whatever the path) and its first data.
  const path = url.pathname + url.search;
  if (tried.has(path)) return;
  tried.add(path);
  void preloadRemotePage(entry.owner, entry.module, path);
  preloadPageScopes(entry, tried);
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
