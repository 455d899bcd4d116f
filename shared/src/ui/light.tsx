/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * Light helpers that are no design primitive (those are in `primitives/`).
 */
import type { ReactNode } from 'react';

/** Text for assistive tech only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0, 0, 0, 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
