/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { drawerLogout } from '@qa/shared/kernel/session/session';
import { DRAWER_MAX_WIDTH_PX } from './layout-constants';
import { Link, NavLink, useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Row, Stack } from '@qa/shared/ui/primitives/layout';
import { Logo } from '@qa/shared/ui/widgets/Logo';
import { QuestionnaireCallout } from '@qa/shared/ui/widgets/QuestionnaireCallout';
import { useFocusTrap } from '@qa/shared/ui/hooks/use-focus-trap';
import { useScrollLock } from '@qa/shared/ui/hooks/use-scroll-lock';
import { DrawerSocialLinks } from './DrawerSocialLinks';
import { DrawerUserCard } from './DrawerUserCard';
import { useSignUpClick } from './HeaderActions';
import { drawerItemsFor } from './nav-items';

const navLinkStyle = {
  padding: `${token('spacing-2.5')} ${token('spacing-3')}`,
  borderRadius: token('radii-lg'),
  color: token('colors-fg'),
  textDecoration: 'none',
  '&:hover': { background: token('colors-brand-50') },
  '&.active': {
    background: token('colors-brand-50'),
    color: token('colors-brand-600'),
    fontWeight: token('font-weights-semibold'),
  },
  ...focusRing,
} as const;
const backdropStyle = {
  position: 'fixed',
  inset: 0,
  background: `color-mix(in srgb, ${token('colors-black')} 45%, transparent)`,
  zIndex: 40,
} as const;
const panelStyle = {
  position: 'fixed',
  top: 0,
  right: 0,
  height: '100dvh',
  width: '100%',
  maxWidth: DRAWER_MAX_WIDTH_PX,
  background: token('colors-bg'),
  zIndex: 50,
  boxShadow: `-4px 0 24px color-mix(in srgb, ${token('colors-black')} 15%, transparent)`,
  padding: token('spacing-4'),
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-5'),
} as const;
const logoLinkStyle = { display: 'flex', color: token('colors-fg'), ...focusRing } as const;
/** The social links at the panel's foot, however little it holds. */
const atTheFoot = { marginTop: 'auto' } as const;

/** The side drawer of docs/behaviour.md: from the right, at most 264 px wide; mounted only while open. */
export function SideDrawer({ onClose }: { onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname, key } = useLocation();
  const openedAt = useRef(key);
  const user = useAuthStore((state) => state.user);
  const onSignUp = useSignUpClick('sidebar_sign_up_login_button_click');
  useScrollLock(true);
  useFocusTrap(panel, true, onClose, closeRef);
  useEffect(() => {
    if (key !== openedAt.current) onClose();
  }, [key, onClose]);

  const logout = async () => {
    track('sidebar_logout_click');
    await drawerLogout(pathname);
    onClose();
  };

  return (
    <>
      <div aria-hidden="true" data-testid="drawer-backdrop" onClick={onClose} css={backdropStyle} />
      <aside
        ref={panel}
        id="side-drawer"
        data-side-drawer=""
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        css={panelStyle}
      >
        <Row justify="between">
          <Link
            to={href('landing')}
            aria-label="QA Career home"
            onClick={() => track('sidebar_logo_click')}
            css={logoLinkStyle}
          >
            <Logo height={24} />
          </Link>
          <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </Button>
        </Row>
        {user ? <DrawerUserCard user={user} /> : null}
        {user && !user.isQuestionnaireComplete ? <QuestionnaireCallout /> : null}
        <Stack as="nav" gap="1" aria-label="Site">
          {drawerItemsFor(Boolean(user)).map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              onClick={() => track('sidebar_link_click', { label: item.label })}
              css={navLinkStyle}
            >
              {item.label}
            </NavLink>
          ))}
        </Stack>
        {user ? (
          <Button variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
        ) : (
          <ButtonLink to={href('registration')} onClick={onSignUp}>
            Sign Up / Login
          </ButtonLink>
        )}
        <div css={atTheFoot}>
          <DrawerSocialLinks />
        </div>
      </aside>
    </>
  );
}

export default SideDrawer;
