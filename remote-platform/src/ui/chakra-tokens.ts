/**
 * Light-layer styles for items drawn inside a Chakra page without Chakra's components (a catalogue's
 * cards, a syllabus's rows): Chakra's tokens by their CSS variables, so they paint with its theme.
 */
export const token = (name: string) => `var(--chakra-${name})`;

/** Chakra's badge (size sm) without its colours: `[badge, { background, color }]`. */
export const badge = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-1'),
  minHeight: token('sizes-5'),
  paddingInline: token('spacing-1\\.5'),
  borderRadius: token('radii-l2'),
  fontSize: token('font-sizes-xs'),
  lineHeight: '1rem',
  fontWeight: token('font-weights-medium'),
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  userSelect: 'none',
} as const;
