/** Shared look of the global dialogs' body text and button row (readable from 375 px up). */
import { token } from '@qa/shared/ui/styles/tokens';

export const dialogText = {
  margin: `0 0 ${token('spacing-4')}`,
  lineHeight: 1.5,
  color: token('colors-fg-muted'),
  fontSize: token('font-sizes-md'),
} as const;

export const dialogActions = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: token('spacing-3'),
  marginTop: token('spacing-2'),
} as const;
