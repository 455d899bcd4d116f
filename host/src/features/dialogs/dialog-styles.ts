/** Shared look of the global dialogs' body text and button row (readable from 375 px up). */
import { token } from '@qa/shared/ui/tokens';

export const dialogText = {
  margin: '0 0 16px',
  lineHeight: 1.5,
  color: token('colors-fg-muted'),
  fontSize: 15,
} as const;

export const dialogActions = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: 12,
  marginTop: 8,
} as const;
