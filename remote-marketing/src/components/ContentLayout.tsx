/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { PageLead, PageTitle } from '@qa/shared/ui/primitives/heading';
import { containerInline, containerStyle, Stack } from '@qa/shared/ui/primitives/layout';
import { textStyle, type TextTone } from '@qa/shared/ui/primitives/text';

/** The width and side room of the blog, events and mentorship pages: the kit's (sides only; pages add their own top and bottom room). */
export const container = containerInline;

/** The brand-tinted band behind a page's title, fading into the page. */
export const introBand = {
  background: `linear-gradient(180deg, ${token('colors-brand-50')} 0%, ${token('colors-bg')} 100%)`,
} as const;

/** The faint brand tint of a band or panel that stands apart from the white page. */
export const softTint = `color-mix(in srgb, ${token('colors-brand-50')} 50%, ${token('colors-white')})`;

/** The page's heading band: an h1, a lead and optional controls under them. */
export function PageIntro({ title, lead, children }: { title: string; lead: string; children?: ReactNode }) {
  return (
    <div css={introBand}>
      <Stack gap="2.5" css={containerStyle(`${token('spacing-10')} ${token('spacing-6')}`, '3.5rem 1.75rem')}>
        <PageTitle>{title}</PageTitle>
        <PageLead>{lead}</PageLead>
        {children}
      </Stack>
    </div>
  );
}

/** The muted line at the foot of a card: who, when, how much. */
export const cardFooter = {
  margin: 'auto 0 0',
  paddingTop: token('spacing-1.5'),
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg-muted'),
} as const;

/**
 * The page's own line height (the body's 1.5), for copy in `Text`'s md size (whose own is 1.6) that
 * was laid out with it: cards and bands keep their height.
 */
export const bodyLines = { lineHeight: 1.5 } as const;

/** A small uppercase label over a value or a title: a fact's name, a career path's level. */
export const overline = (tone: TextTone = 'muted') =>
  ({
    ...textStyle({ size: 'xs', tone, weight: 'bold' }),
    textTransform: 'uppercase',
    letterSpacing: token('letter-spacings-wide'),
  }) as const;

export const textLink = {
  color: token('colors-brand-600'),
  fontWeight: token('font-weights-semibold'),
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  ...focusRing,
} as const;
