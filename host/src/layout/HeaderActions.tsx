/** @jsxImportSource @qa/shared/ui/light-jsx */
import { lazy, Suspense, useEffect, type Ref } from 'react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { mq } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Row } from '@qa/shared/ui/primitives/layout';
import { chunkLoader } from '../chunks/load-chunk';
import { HideOnError } from './HideOnError';

// Only a signed-in visitor sees the chip: its code stays off an anonymous first load. It is fetched as
// soon as a stored session starts loading, so it is there when the user is.
const loadUserChip = chunkLoader('header user chip', () =>
  import('./HeaderUserChip').then((module) => ({ default: module.HeaderUserChip })),
);
const HeaderUserChip = lazy(loadUserChip);

/** docs/behaviour.md "Start-for-free": the current path is saved before going to sign-up or login. */
export function useSignUpClick(event: string) {
  const start = useStartForFree();
  return () => {
    start.onClick();
    track(event);
  };
}

const invisible = { visibility: 'hidden' } as const;
const fromMd = { display: 'none', [mq.md]: { display: 'inline' } } as const;
const belowMd = { [mq.md]: { display: 'none' } } as const;

interface HeaderActionsProps {
  drawerOpen: boolean;
  burgerRef: Ref<HTMLButtonElement>;
  onBurger: () => void;
  onPreload: () => void;
}

/** 'Sign Up / Login' (→ sign-up; on a phone 'Sign In' → login) when logged out, and the burger. */
export function HeaderActions({ drawerOpen, burgerRef, onBurger, onPreload }: HeaderActionsProps) {
  const user = useAuthStore((state) => state.user);
  const isAuthLoading = useAuthStore((state) => state.isAuthLoading);
  const onSignUp = useSignUpClick('header_sign_up_login_button_click');
  useEffect(() => {
    if (isAuthLoading) loadUserChip().catch(() => {}); // a failure shows (and retries) when it renders
  }, [isAuthLoading]);
  // Kept in place (hidden) while the session loads, so nothing shifts when it resolves. From 640 px
  // 'Sign Up / Login' opens sign-up (its card switches to login); a phone's 'Sign In' opens login.
  const signUp = (hidden: boolean) => (
    <span css={hidden ? invisible : undefined} aria-hidden={hidden || undefined}>
      <span css={fromMd}>
        <ButtonLink to={href('registration')} size="sm" onClick={onSignUp} tabIndex={hidden ? -1 : undefined}>
          Sign Up / Login
        </ButtonLink>
      </span>
      <span css={belowMd}>
        <ButtonLink to={href('login')} size="sm" onClick={onSignUp} tabIndex={hidden ? -1 : undefined}>
          Sign In
        </ButtonLink>
      </span>
    </span>
  );
  return (
    <Row gap="2">
      {user ? (
        <HideOnError name="header user chip">
          <Suspense fallback={signUp(true)}>
            <HeaderUserChip user={user} />
          </Suspense>
        </HideOnError>
      ) : (
        signUp(isAuthLoading)
      )}
      <Button
        ref={burgerRef}
        variant="ghost"
        size="sm"
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        onClick={onBurger}
        onPointerEnter={onPreload}
        onFocus={onPreload}
        onTouchStart={onPreload}
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
    </Row>
  );
}
