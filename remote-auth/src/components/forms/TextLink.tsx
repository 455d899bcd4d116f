/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@qa/shared/kernel/routing/router';
import { token } from '@qa/shared/ui/styles/tokens';

/**
 * Chakra's `Link` (variant plain) in the brand colour, underlined: on hover its underline moves
 * 3 px down and fades to a fifth of the colour, as Chakra's does.
 */
export const chakraLink = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-1.5'),
  borderRadius: token('radii-l1'),
  color: token('colors-brand-fg'),
  textDecoration: 'underline',
  cursor: 'pointer',
  outline: 'none',
  '&:hover': {
    textDecoration: 'underline',
    textUnderlineOffset: '3px',
    textDecorationColor: 'color-mix(in srgb, currentColor 20%, transparent)',
  },
} as const;

const textLink = [chakraLink, { fontWeight: token('font-weights-medium'), textUnderlineOffset: '2px' }];

/** An in-app link in the brand colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <RouterLink to={to} css={textLink}>
      {children}
    </RouterLink>
  );
}
