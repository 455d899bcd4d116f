/**
 * The in-site URL of the link `target` is in (the element itself or an ancestor), or null when the
 * browser should handle what it leads to: not a link, another origin, a new tab or window, a
 * download, a file.
 */
export function inSiteLink(target: EventTarget | null, origin: string = window.location.origin): URL | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  return url.origin !== origin || /\.[a-z0-9]+$/i.test(url.pathname) ? null : url;
}

/** A press or click of the primary button with no modifier key: one the page may act on (not a new tab, a menu). */
export const plainPress = (
  event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
) =>
  !event.defaultPrevented && event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
