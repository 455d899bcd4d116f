import { useLayoutEffect, useRef } from 'react';

/**
 * Shows the prerendered page's own DOM nodes (moved, not copied: images already decoded stay so)
 * until the real page replaces them. A layout effect: they are in place before the first paint.
 */
export function PrerenderedContent({ nodes }: { nodes: Node[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...nodes);
  }, [nodes]);
  return <div ref={ref} data-prerendered-page="" style={{ display: 'contents' }} />;
}
