import { useEffect, useRef, type ReactNode } from 'react';
import { startSession, syncSessionAcrossTabs } from '@qa/shared/kernel/session/session';
import { useNavigate } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { watchSessionToasts } from './session-toasts';

/**
 * Starts the stored session once the first page has rendered (`bootstrap.tsx` has already marked
 * it loading); when it cannot be restored, the user goes to /login. Keeps tabs in step on
 * logout. It never blocks the page: while auth is loading the page is shown.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  // Once per page load: `navigate` changes with every location, which runs the effect again, and a
  // user who signed in after the failure (or whom a retry restored) must not be sent back to /login.
  const sentToLogin = useRef(false);

  useEffect(() => syncSessionAcrossTabs(), []);
  useEffect(() => watchSessionToasts(), []);

  useEffect(() => {
    let active = true;
    void startSession(currentPath()).then((outcome) => {
      if (!active || outcome !== 'failed' || sentToLogin.current) return;
      sentToLogin.current = true;
      navigate(href('login'), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);

  return children;
}

/** The path to come back to after signing in again: the page the visitor opened. */
function currentPath(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`;
}
