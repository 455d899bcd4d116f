import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { drawerItemsFor } from './nav-items';

/** Whether `link` is on screen now (in the viewport and drawn). */
function onScreen(link: Element, win: Window): boolean {
  const box = link.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < win.innerHeight;
}

/**
 * The paths a visitor is likely to open next from the page shown, most likely first: the same-origin
 * links on screen, top to bottom, then the site's ways on (the drawer's list, which the header shows
 * on a wide screen) that the visitor may use. For the next-page warm-up (federation/next-page-warmup.ts).
 */
export function likelyNextPaths(win: Window = window): string[] {
  const { origin, pathname } = win.location;
  const onPage = [...win.document.links]
    .filter((link) => link.origin === origin && onScreen(link, win))
    .map((link) => link.pathname);
  const waysOn = drawerItemsFor(isSignedIn(useAuthStore.getState())).map((item) => item.to);
  return [...new Set([...onPage, ...waysOn])].filter((path) => path !== pathname);
}
