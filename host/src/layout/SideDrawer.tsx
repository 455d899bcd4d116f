/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { DRAWER_MAX_WIDTH_PX } from '@qa/shared/constants';
import { Link, NavLink, useLocation } from '@qa/shared/routing/router';
import { Button, ButtonLink } from '@qa/shared/ui/light';
import { Logo } from '@qa/shared/ui/Logo';
import { color, focusRing } from '@qa/shared/ui/tokens';
import { drawerNavItems } from './nav-items';

/** The side drawer: from the right, at most 264 px wide (spec §2). The user card and logout come with the session. */
export function SideDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (!open) return;
    openedAt.current = pathname;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-run only when it opens
  }, [open]);
  useEffect(() => {
    if (open && pathname !== openedAt.current) onClose();
  }, [open, pathname, onClose]);
  if (!open) return null;
  return (
    <>
      <div
        aria-hidden="true"
        onClick={onClose}
        css={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,0.45)', zIndex: 40 }}
      />
      <aside
        id="side-drawer"
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        css={{
          position: 'fixed',
          top: 0,
          right: 0,
          height: '100vh',
          width: '100%',
          maxWidth: DRAWER_MAX_WIDTH_PX,
          background: color.surface,
          zIndex: 50,
          boxShadow: '-4px 0 24px rgba(0,0,0,0.15)',
          padding: 16,
          overflowY: 'auto',
          display: 'flex',
          flexDirection: 'column',
          gap: 24,
        }}
      >
        <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Link to="/" aria-label="QA Career home" css={{ display: 'flex', color: color.text, ...focusRing }}>
            <Logo height={24} />
          </Link>
          <Button ref={closeRef} variant="ghost" size="sm" aria-label="Close menu" onClick={onClose}>
            ✕
          </Button>
        </div>
        <nav aria-label="Site" css={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          {drawerNavItems
            .filter((item) => !item.signedInOnly)
            .map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                css={{
                  padding: '8px 12px',
                  borderRadius: 8,
                  color: color.text,
                  textDecoration: 'none',
                  '&:hover': { background: color.brandSubtle },
                  '&.active': { background: color.brandSubtle, color: color.brandDark, fontWeight: 600 },
                  ...focusRing,
                }}
              >
                {item.label}
              </NavLink>
            ))}
        </nav>
        <ButtonLink to="/registration">Sign Up / Login</ButtonLink>
      </aside>
    </>
  );
}
