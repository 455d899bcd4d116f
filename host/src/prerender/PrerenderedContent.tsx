import { useLayoutEffect, useRef } from 'react';

/** The copy adds no box of its own: the page lays out as it did in the prerendered HTML. */
const noBox = { display: 'contents' } as const;

/**
 * Shows the prerendered page's own DOM nodes (moved, not copied: images already decoded stay so)
 * until the real page replaces them. A layout effect: they are in place before the first paint.
 */
export function PrerenderedContent({ nodes }: { nodes: Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  return <div ref={ref} data-prerendered-page="" style={noBox} />;
}
