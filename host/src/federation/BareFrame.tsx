/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { containerInline, pageContainerStyle, Stack } from '@qa/shared/ui/primitives/layout';
import { authFrame, focusRing, mq, token, typeScale } from '@qa/shared/ui/styles/tokens';
import { MAIN_ID, SkipLink } from '../layout/SkipLink';

const { headerPaddingBlock, cardMaxWidth, cardPadding, cardRadius, cardBorder } = authFrame;

const frameStyle = {
  minHeight: '100dvh',
  background: authFrame.background,
  display: 'flex',
  flexDirection: 'column',
} as const;
const headerStyle = { display: 'flex', ...containerInline, paddingBlock: headerPaddingBlock } as const;
const logoLinkStyle = {
  display: 'inline-flex',
  verticalAlign: 'top',
  color: token('colors-fg'),
  borderRadius: token('radii-l2'),
  ...focusRing,
} as const;
const mainStyle = { ...pageContainerStyle, flex: 1, outline: 'none' } as const;
/** Where the auth page's title will be, so the card's outline is where the card will be. */
const titleRoom = {
  height: `calc(${typeScale.pageTitle.lineHeight} * ${typeScale.pageTitle.fontSize})`,
  [mq.md]: { height: `calc(${typeScale.pageTitle.lineHeight} * ${typeScale.pageTitle.md.fontSize})` },
} as const;
const cardStyle = (minHeight: number | undefined) =>
  ({
    maxWidth: cardMaxWidth,
    minHeight,
    background: token('colors-bg'),
    border: `1px solid ${cardBorder}`,
    borderRadius: cardRadius,
    boxShadow: `0 4px 8px color-mix(in srgb, ${token('colors-gray-900')} 6%, transparent)`,
    padding: cardPadding.base,
    [mq.sm]: { padding: cardPadding.sm },
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
  }) as const;

/**
 * The frame the host draws around a page without the site header (the auth screens) while it
 * loads or when it fails: the logo as the way home, laid out like the auth layout.
 */
export function BareFrame({ children }: { children: ReactNode }) {
  return (
    <div css={frameStyle}>
      <SkipLink />
      <header css={headerStyle}>
        <Link to={href('landing')} aria-label={`${COMPANY_NAME} home`} css={logoLinkStyle}>
          <Logo />
        </Link>
      </header>
      <main id={MAIN_ID} css={mainStyle}>
        {children}
      </main>
    </div>
  );
}

/** The card's outline, as wide as the auth card and where it will be: under the title, at the container's start. */
export function BareCard({ children, minHeight }: { children: ReactNode; minHeight?: number }) {
  return (
    <Stack gap="6">
      <div css={titleRoom} aria-hidden="true" />
      <div css={cardStyle(minHeight)}>{children}</div>
    </Stack>
  );
}
