/** The syllabus's rows (a lecture, a section's quiz): one look for both. */
import { oneLine } from '@qa/shared/ui/primitives/text';
import { borderLine, row } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';

/** One lecture of a section: its title on the left, its length and state on the right. */
export const lectureRow = {
  ...row('spacing-3'),
  justifyContent: 'space-between',
  paddingInline: token('spacing-4'),
  paddingBlock: token('spacing-3'),
  borderTop: borderLine,
  '&:first-of-type': { borderTopWidth: 0 },
} as const;

export const lectureLink = {
  color: token('colors-fg'),
  textDecoration: 'none',
  ...oneLine,
  '&:hover': { color: token('colors-brand-fg'), textDecoration: 'underline' },
} as const;
