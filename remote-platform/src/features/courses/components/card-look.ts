/** The platform's card pieces in Chakra's look, for the light pages' cards (a course, a career path). */
import { focusRing, token } from '@qa/shared/ui/tokens';
import { borderLine } from '@qa/shared/ui/chakra-look/layout';

/** A card that is one link: white, 1 px border, radius `xl`, a large shadow on hover, the focus ring. */
export const cardLink = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  background: token('colors-white'),
  border: borderLine,
  borderRadius: token('radii-xl'),
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  '&:hover': { boxShadow: token('shadows-lg') },
  ...focusRing,
} as const;

/** The small uppercase line above a card's title (a course's level, "Career path"). */
export const cardEyebrow = {
  margin: 0,
  fontSize: token('font-sizes-xs'),
  fontWeight: token('font-weights-semibold'),
  color: token('colors-brand-fg'),
  textTransform: 'uppercase',
} as const;
