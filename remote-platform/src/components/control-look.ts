import { borderLine } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';

/**
 * A native control (the catalogue's search and selects, the player's speed): Chakra's input look
 * at its small text size, with the brand's focus ring. Each adds its height, padding and radius.
 */
export const nativeControl = {
  margin: 0,
  border: borderLine,
  background: token('colors-white'),
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: token('font-sizes-sm'),
  '&:focus-visible': { outline: '2px solid', outlineColor: token('colors-brand-500'), outlineOffset: 1 },
} as const;
