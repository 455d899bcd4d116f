/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * Light helpers that are no design primitive (those are in `primitives/`).
 */
import type { ReactNode } from 'react';

/** Out of sight, still read by assistive tech and still focusable (a file input under its label-button). */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/** Text for assistive tech only. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span css={visuallyHidden}>{children}</span>;
}
