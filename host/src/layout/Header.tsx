/** @jsxImportSource @emotion/react */
import { useState } from 'react';
import { HEADER_SCROLLED_OFFSET_PX } from '@qa/shared/constants';
import { Link, NavLink } from '@qa/shared/routing/router';
import type { HeaderVariant } from '@qa/shared/routes/route-table';
import { Button, ButtonLink } from '@qa/shared/ui/light';
import { Logo } from '@qa/shared/ui/Logo';
import { color, focusRing, mq } from '@qa/shared/ui/tokens';
import { headerNavItems } from './nav-items';
import { SideDrawer } from './SideDrawer';
import { useScrolledPast } from './use-scrolled-past';

export const HEADER_HEIGHT_PX = 64;

/** The site header: landing, platform (sticky) or promo (transparent) variant (spec §2). */
export function Header({ variant }: { variant: HeaderVariant }) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_OFFSET_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const transparent = variant === 'promo' && !scrolled;
  return (
    <header
      data-variant={variant}
      data-scrolled={scrolled || undefined}
      css={{
        position: variant === 'platform' ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
        background: transparent ? 'transparent' : color.surface,
        boxShadow: scrolled ? '0 1px 8px rgba(0,0,0,0.08)' : 'none',
        transition: 'box-shadow 0.2s, background 0.2s',
      }}
    >
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '0 16px',
          height: HEADER_HEIGHT_PX,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 16,
          [mq.md]: { padding: '0 24px' },
        }}
      >
        <Link to="/" aria-label="QA Career home" css={{ display: 'flex', color: color.text, ...focusRing }}>
          <Logo />
        </Link>
        <nav aria-label="Main" css={{ display: 'none', gap: 24, [mq.xl]: { display: 'flex' } }}>
          {headerNavItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              css={{
                color: color.text,
                fontWeight: 500,
                textDecoration: 'none',
                '&:hover, &.active': { color: color.brand },
                ...focusRing,
              }}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div css={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <ButtonLink to="/registration" size="sm">
            <span css={{ display: 'none', [mq.md]: { display: 'inline' } }}>Sign Up / Login</span>
            <span css={{ [mq.md]: { display: 'none' } }}>Sign In</span>
          </ButtonLink>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Open menu"
            aria-expanded={drawerOpen}
            aria-controls="side-drawer"
            onClick={() => setDrawerOpen(true)}
          >
            <svg
              aria-hidden="true"
              width="22"
              height="22"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            >
              <path d="M4 6h16M4 12h16M4 18h16" />
            </svg>
          </Button>
        </div>
      </div>
      <SideDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
    </header>
  );
}
