/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { HEADER_SCROLLED_OFFSET_PX } from './layout-constants';
import { Link, NavLink } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { HeaderVariant } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { containerInline } from '@qa/shared/ui/primitives/layout';
import { focusRing, mq, token } from '@qa/shared/ui/styles/tokens';
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

/**
 * The header's row sits on the page container (`PageContainer`'s width and gutter), so the logo
 * starts where every page's title starts and the actions end where its content ends.
 * Logo | navigation | actions: the side columns share the free space equally, so the navigation
 * keeps its place whatever the actions hold (sign-up button or user chip).
 * `host/public/index.html`'s static copy (`qa-pre-header__inner`) repeats it.
 */
const headerRowStyle = {
  ...containerInline,
  height: HEADER_HEIGHT_PX,
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: token('spacing-4'),
  '& > :last-child': { gridColumn: 3, justifySelf: 'end' },
} as const;

/** Sticky on the platform's pages; transparent over the promo page's hero until scrolled. */
const headerStyle = (sticky: boolean, scrolled: boolean, transparent: boolean) =>
  ({
    position: sticky ? 'sticky' : 'relative',
    top: 0,
    zIndex: 10,
    background: transparent ? 'transparent' : token('colors-bg'),
    boxShadow: scrolled ? `0 1px 8px color-mix(in srgb, ${token('colors-black')} 8%, transparent)` : 'none',
    borderBottom: `1px solid ${scrolled || transparent ? 'transparent' : token('colors-border')}`,
    transition: 'box-shadow 0.2s, background 0.2s',
  }) as const;

const logoLinkStyle = { display: 'flex', justifySelf: 'start', color: token('colors-fg'), ...focusRing } as const;
const navStyle = { display: 'none', gridColumn: 2, gap: token('spacing-6'), [mq.xl]: { display: 'flex' } } as const;
const navLinkStyle = {
  color: token('colors-fg'),
  fontWeight: token('font-weights-medium'),
  textDecoration: 'none',
  '&:hover, &.active': { color: token('colors-brand-500') },
  ...focusRing,
} as const;

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
      css={headerStyle(variant === 'platform', scrolled, transparent)}
    >
      <div css={headerRowStyle}>
        <Link
          to={href('landing')}
          aria-label="QA Career home"
          onClick={() => {
            localStore.remove(storageKeys.currentCourseId, storageKeys.currentLectureId);
            track('header_logo_click');
          }}
          css={logoLinkStyle}
        >
          <Logo />
        </Link>
        <nav aria-label="Main" css={navStyle}>
          {headerNavItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => track('header_navigation_link_click', { label: item.label })}
              css={navLinkStyle}
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
