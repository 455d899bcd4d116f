import { mq, token } from '@qa/shared/ui/styles/tokens';

/** Inside the kit's card, a course's row: a column on a phone, a row from `sm` on. */
export const cardRow = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-4'),
  [mq.sm]: { flexDirection: 'row', alignItems: 'center' },
} as const;
