/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { authFrame, focusRing, mq, token } from '@qa/shared/ui/styles/tokens';
import { MAIN_ID, SkipLink } from '../layout/SkipLink';

const { headerPadding, cardTop, cardMaxWidth, cardPadding, cardRadius, cardBorder } = authFrame;

const frameStyle = {
  minHeight: '100dvh',
  background: authFrame.background,
  display: 'flex',
  flexDirection: 'column',
} as const;
const headerStyle = {
  display: 'flex',
  padding: `${headerPadding.y}px ${headerPadding.x}px`,
  [mq.md]: { padding: `${headerPadding.y}px ${headerPadding.xMd}px` },
} as const;
const logoLinkStyle = {
  display: 'inline-flex',
  verticalAlign: 'top',
  color: token('colors-fg'),
  borderRadius: token('radii-l2'),
  ...focusRing,
} as const;
const mainStyle = {
  flex: 1,
  outline: 'none',
  padding: `${cardTop.base}px ${token('spacing-4')}`,
  [mq.md]: { paddingTop: cardTop.md },
} as const;
const cardStyle = (minHeight: number | undefined) =>
  ({
    maxWidth: cardMaxWidth,
    minHeight,
    margin: '0 auto',
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

/** The card's outline, as wide as the auth card and where it will be. */
export function BareCard({ children, minHeight }: { children: ReactNode; minHeight?: number }) {
  return <div css={cardStyle(minHeight)}>{children}</div>;
}
