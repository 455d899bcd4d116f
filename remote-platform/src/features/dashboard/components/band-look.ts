/**
 * The dashboard's "Continue learning" card: dark text on the brand's lightest tint, both from the
 * token table (a band whose colours did not resolve left white text on the white page), the main
 * action beside the text from `md` on.
 */
import { cardTitleStyle } from '@qa/shared/ui/primitives/heading';
import { mq, token } from '@qa/shared/ui/styles/tokens';

export const band = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-4'),
  margin: 0,
  padding: token('spacing-5'),
  border: `1px solid ${token('colors-brand-100')}`,
  borderRadius: token('radii-2xl'),
  background: token('colors-brand-50'),
  color: token('colors-fg'),
  [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: token('spacing-6') },
} as const;

export const bandText = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-1.5'),
  minWidth: 0,
  flex: 1,
} as const;

export const bandNote = { margin: 0, fontSize: token('font-sizes-sm'), color: token('colors-fg-muted') } as const;

export const bandTitle = [cardTitleStyle, { fontSize: token('font-sizes-xl') }];
