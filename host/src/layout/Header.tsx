/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { HEADER_SCROLLED_OFFSET_PX } from './layout-constants';
import { Link, NavLink } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { HeaderVariant } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Logo } from '@qa/shared/ui/Logo';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import { HeaderActions } from './HeaderActions';
import { headerNavItems } from './nav-items';
import { useScrolledPast } from './use-scrolled-past';
import { chunkLoader } from '../chunks/load-chunk';
import { HEADER_HEIGHT_PX } from './header-size';

// The drawer appears only on interaction: it stays out of the first load of `/`.
const loadDrawer = chunkLoader('drawer', () => import('./SideDrawer'));
const SideDrawer = lazy(loadDrawer);
// A failed preload is only a hint; opening the drawer loads (and reports) it again.
const preloadDrawer = () => void loadDrawer().catch(() => {});

/** The site header: landing, platform (sticky) or promo (transparent) variant (docs/behaviour.md). */
export function Header({ variant }: { variant: HeaderVariant }) {
  const scrolled = useScrolledPast(HEADER_SCROLLED_OFFSET_PX);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const transparent = variant === 'promo' && !scrolled;
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    burgerRef.current?.focus();
  }, []);

  return (
    <header
      data-variant={variant}
      data-scrolled={scrolled || undefined}
      css={{
        position: variant === 'platform' ? 'sticky' : 'relative',
        top: 0,
        zIndex: 10,
        background: transparent ? 'transparent' : token('colors-bg'),
        boxShadow: scrolled ? `0 1px 8px color-mix(in srgb, ${token('colors-black')} 8%, transparent)` : 'none',
        borderBottom: `1px solid ${scrolled || transparent ? 'transparent' : token('colors-border')}`,
        transition: 'box-shadow 0.2s, background 0.2s',
      }}
    >
      <div
        css={{
          maxWidth: 1280,
          margin: '0 auto',
          padding: '0 16px',
          height: HEADER_HEIGHT_PX,
          // Logo | navigation | actions: the side columns share the free space equally, so the
          // navigation keeps its place whatever the actions hold (sign-up button or user chip).
          display: 'grid',
          gridTemplateColumns: '1fr auto 1fr',
          alignItems: 'center',
          gap: 16,
          '& > :last-child': { gridColumn: 3, justifySelf: 'end' },
          [mq.md]: { padding: '0 24px' },
        }}
      >
        <Link
          to={href('landing')}
          aria-label="QA Career home"
          onClick={() => {
            localStore.remove(storageKeys.currentCourseId, storageKeys.currentLectureId);
            track('header_logo_click');
          }}
          css={{ display: 'flex', justifySelf: 'start', color: token('colors-fg'), ...focusRing }}
        >
          <Logo />
        </Link>
        <nav aria-label="Main" css={{ display: 'none', gridColumn: 2, gap: 24, [mq.xl]: { display: 'flex' } }}>
          {headerNavItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => track('header_navigation_link_click', { label: item.label })}
              css={{
                color: token('colors-fg'),
                fontWeight: 500,
                textDecoration: 'none',
                '&:hover, &.active': { color: token('colors-brand-500') },
                ...focusRing,
              }}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <HeaderActions
          drawerOpen={drawerOpen}
          burgerRef={burgerRef}
          onPreload={preloadDrawer}
          onBurger={() => {
            track('header_burger_click');
            setDrawerOpen(true);
          }}
        />
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <SideDrawer onClose={closeDrawer} />
        </Suspense>
      ) : null}
    </header>
  );
}
