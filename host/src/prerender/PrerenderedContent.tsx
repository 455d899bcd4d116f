import { useLayoutEffect, useRef, type MouseEvent } from 'react';
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { inSiteLink, plainPress } from '../routing/in-site-link';

/** The copy adds no box of its own: the page lays out as it did in the prerendered HTML. */
const noBox = { display: 'contents' } as const;

/**
 * The in-app path a click on the copy's link should open through the router, or null when the
 * browser should handle it: another origin, a new tab or window, a download, a file, a modified click.
 */
export function routedPath(event: MouseEvent, origin: string = window.location.origin): string | null {
  const url = plainPress(event) ? inSiteLink(event.target, origin) : null;
  return url && `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Shows the prerendered page's own DOM nodes (moved, not copied: images already decoded stay so)
 * until the real page replaces them. A layout effect: they are in place before the first paint.
 * Its links are plain HTML: a click on one goes through the router, as on the live page, rather than
 * loading the whole site again (the copy may stay until the visitor engages: takeover-gate.ts).
 */
export function PrerenderedContent({ nodes }: { nodes: Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  const onClick = (event: MouseEvent) => {
    const path = routedPath(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  // The links inside are the copy's own anchors, reached by keyboard as links: the div only listens.
  // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
  return <div ref={ref} data-prerendered-page="" style={noBox} onClick={onClick} />;
}
