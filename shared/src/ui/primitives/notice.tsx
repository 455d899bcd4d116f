/** @jsxImportSource @qa/shared/ui/light-jsx */
/**
 * A short message the site gives about itself, above the page: that the browser is offline, that a
 * remote is a preview. One look for every such notice: dark, small, with room for an action.
 */
import type { ReactNode } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';

const floating = {
  position: 'fixed',
  bottom: token('spacing-4'),
  maxWidth: `calc(100% - 2 * ${token('spacing-4')})`,
  boxSizing: 'border-box',
  borderRadius: token('radii-md'),
  boxShadow: token('shadows-lg'),
} as const;

const placements = {
  /** Floats at the bottom centre, over the page: what the site says about the visit (offline). */
  bottom: { ...floating, left: '50%', transform: 'translateX(-50%)' },
  /** Floats at the bottom left, clear of a centred notice: what a tester set up (a preview). */
  'bottom-start': { ...floating, left: token('spacing-4') },
} as const;

export const noticeStyle = (placement: keyof typeof placements) =>
  ({
    zIndex: 1400,
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: token('spacing-3'),
    margin: 0,
    padding: `${token('spacing-2')} ${token('spacing-4')}`,
    background: token('colors-fg'),
    color: token('colors-bg'),
    fontSize: token('font-sizes-sm'),
    lineHeight: 1.5,
    ...placements[placement],
  }) as const;

const textBox = { margin: 0 } as const;

/**
 * A notice floating over the page; `action` is a button or link after the text. Without a `label` it
 * is a live region (`role="status"`: a screen reader says it once, politely, when it appears); with
 * one it is a named landmark (`<aside>`) a visitor can find again.
 */
export function Notice({
  placement = 'bottom',
  children,
  action,
  label,
}: {
  placement?: keyof typeof placements;
  children: ReactNode;
  action?: ReactNode;
  label?: string;
}) {
  const body = (
    <>
      <div css={textBox}>{children}</div>
      {action}
    </>
  );
  return label ? (
    <aside aria-label={label} css={noticeStyle(placement)}>
      {body}
    </aside>
  ) : (
    <div role="status" css={noticeStyle(placement)}>
      {body}
    </div>
  );
}
