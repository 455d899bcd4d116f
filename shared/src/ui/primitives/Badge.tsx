/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { token } from '@qa/shared/ui/styles/tokens';

const tones = {
  brand: { background: token('colors-brand-50'), color: token('colors-brand-600') },
  neutral: { background: token('colors-gray-100'), color: token('colors-gray-800') },
  success: { background: token('colors-green-subtle'), color: token('colors-green-fg') },
  danger: { background: token('colors-red-50'), color: token('colors-red-600') },
  /** On a cover image or a dark band. */
  inverse: { background: token('colors-white'), color: token('colors-brand-600') },
} as const;

export type BadgeTone = keyof typeof tones;

/** A short label beside a title: a level, a plan, a status. */
export const badgeStyle = (tone: BadgeTone = 'brand') =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: token('spacing-1'),
    minHeight: token('sizes-5'),
    paddingInline: token('spacing-2'),
    borderRadius: token('radii-full'),
    fontSize: token('font-sizes-xs'),
    lineHeight: '1rem',
    fontWeight: token('font-weights-semibold'),
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
    ...tones[tone],
  }) as const;

export function Badge({ tone, children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span css={badgeStyle(tone)}>{children}</span>;
}
