/**
 * The catalogue's frame on the light layer, in Chakra's look (its Container, Stack, Heading and
 * SimpleGrid as they rendered the page before): `/courses` paints without Chakra, so a first visit
 * neither downloads its scope nor builds its style system.
 */
import { mq } from '@qa/shared/ui/tokens';
import { token } from '../../../ui/chakra-tokens';

/** Chakra's `Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}`. */
export const pageContainer = {
  position: 'relative',
  width: '100%',
  maxWidth: token('sizes-6xl'),
  marginInline: 'auto',
  paddingBlock: token('spacing-6'),
  paddingInline: token('spacing-4'),
  [mq.md]: { paddingBlock: token('spacing-10'), paddingInline: token('spacing-6') },
} as const;

/** Chakra's `Stack gap=…`: a column. */
export const stack = (gap: 'spacing-2' | 'spacing-3' | 'spacing-4' | 'spacing-6') =>
  ({ display: 'flex', flexDirection: 'column', gap: token(gap) }) as const;

/** Chakra's `SimpleGrid columns={{ base, sm?, md?, lg }}`: equal columns from each breakpoint on. */
export const simpleGrid = (
  columns: Partial<Record<'base' | 'sm' | 'md' | 'lg', number>>,
  gap: 'spacing-3' | 'spacing-6',
) => {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  return {
    display: 'grid',
    gap: token(gap),
    gridTemplateColumns: repeat(columns.base ?? 1),
    ...(columns.sm ? { [mq.sm]: { gridTemplateColumns: repeat(columns.sm) } } : {}),
    ...(columns.md ? { [mq.md]: { gridTemplateColumns: repeat(columns.md) } } : {}),
    ...(columns.lg ? { [mq.lg]: { gridTemplateColumns: repeat(columns.lg) } } : {}),
  } as const;
};

/** Chakra's `Heading size={{ base: '2xl', md: '3xl' }}`. */
export const pageHeading = {
  margin: 0,
  fontWeight: token('font-weights-semibold'),
  fontSize: token('font-sizes-2xl'),
  lineHeight: '2rem',
  [mq.md]: { fontSize: token('font-sizes-3xl'), lineHeight: '2.375rem' },
} as const;

/** Text in Chakra's `fg.muted`, without a paragraph's margins. */
export const mutedText = { margin: 0, color: token('colors-fg-muted') } as const;
