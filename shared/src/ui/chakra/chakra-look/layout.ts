/**
 * Chakra's layout pieces (Stack, HStack, SimpleGrid, a bordered card) as
 * light-layer styles, as they rendered the pages that left Chakra: for the light pages in Chakra's
 * look (the catalogue, a course, a lecture: a visit opens them without Chakra's scope or style
 * system) and the page states every page shows.
 */
import { mq, token, type TokenName } from '@qa/shared/ui/styles/tokens';

type Spacing = Extract<TokenName, `spacing-${string}`>;

/** Chakra's `Stack gap=…`: a column. */
export const stack = (gap: Spacing) => ({ display: 'flex', flexDirection: 'column', gap: token(gap) }) as const;

/** Chakra's `HStack gap=…`: a row of items centred on its cross axis. */
export const row = (gap: Spacing) => ({ display: 'flex', alignItems: 'center', gap: token(gap) }) as const;

/** Chakra's `HStack gap=… wrap="wrap"`: a row that wraps. */
export const hstack = (gap: Spacing) => ({ ...row(gap), flexWrap: 'wrap' }) as const;

/** Chakra's `SimpleGrid columns={{ base, sm?, md?, lg? }}`: equal columns from each breakpoint on. */
export const simpleGrid = (columns: Partial<Record<'base' | 'sm' | 'md' | 'lg', number>>, gap: Spacing) => {
  const repeat = (n: number) => `repeat(${n}, minmax(0, 1fr))`;
  const fromBreakpoints = (['sm', 'md', 'lg'] as const).flatMap((breakpoint) => {
    const n = columns[breakpoint];
    return n ? [[mq[breakpoint], { gridTemplateColumns: repeat(n) }]] : [];
  });
  return {
    display: 'grid',
    gap: token(gap),
    gridTemplateColumns: repeat(columns.base ?? 1),
    ...Object.fromEntries(fromBreakpoints),
  };
};

/** Text in Chakra's `fg.muted`, without a paragraph's margins. */
export const mutedText = { margin: 0, color: token('colors-fg-muted') } as const;

/** `Text fontSize="sm" color="fg.muted"`: notes under a heading or a button. */
export const smallMutedText = { ...mutedText, fontSize: token('font-sizes-sm') } as const;

/** Chakra's 1 px line in its `border` colour, for cards and the rules between rows. */
export const borderLine = `1px solid ${token('colors-border')}`;

/** The course pages' white card: a 1 px border in Chakra's `border` colour, radius `xl`. */
export const panel = {
  border: borderLine,
  borderRadius: token('radii-xl'),
  background: token('colors-white'),
} as const;
