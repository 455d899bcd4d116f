import { useEffect, type ReactNode } from 'react';
import { syncLogoutAcrossTabs } from '@qa/shared/auth/auth-store';
import { startSession } from '@qa/shared/auth/session';
import { useLocation, useNavigate } from '@qa/shared/routing/router';

/**
 * Starts the stored session at boot (spec §4) and keeps tabs in step on logout.
 * It never blocks the page: while auth is loading the page is shown (spec §2).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  useEffect(() => syncLogoutAcrossTabs(), []);

  useEffect(() => {
    void startSession({ currentPath: () => here, navigate: (path) => navigate(path, { replace: true }) });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at boot, with the path of the first page
  }, []);

  return children;
}
