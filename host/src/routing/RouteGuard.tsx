import { useEffect, type ReactNode } from 'react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { useLocation, useNavigate } from '@qa/shared/kernel/routing/router';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { followablePath, guardDecision } from './guard-decision';
import { lastVisitedPath, rememberLastVisitedPath } from './last-visited';
import { Reconnecting } from './Reconnecting';

export interface RouteGuardProps {
  entry: Pick<RouteEntry, 'guard' | 'unauthenticatedRedirect'>;
  children: ReactNode;
}

/** Applies the route table's `guard` to one route element (docs/behaviour.md). */
export function RouteGuard({ entry, children }: RouteGuardProps) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const isAuthLoading = useAuthStore((state) => state.isAuthLoading);
  const isReconnecting = useAuthStore((state) => state.isReconnecting);
  const nextPath = useAuthStore((state) => state.nextPath);
  const currentPath = `${pathname}${search}${hash}`;
  const decision = guardDecision(
    entry,
    { user, isAuthLoading, isReconnecting, nextPath },
    { redirectPath: localStore.getString(storageKeys.redirectPath), lastVisitedPath: lastVisitedPath() },
  );
  const target = decision.kind === 'redirect' ? decision.to : null;
  const remember = decision.kind === 'redirect' && decision.rememberCurrentPath;
  const followsNextPath = decision.kind === 'redirect' && decision.followsNextPath === true;

  const reconnecting = decision.kind === 'reconnecting';

  useEffect(() => {
    if (reconnecting) return; // the page the visitor asked for is shown once the session is back
    if (target === null) {
      if (entry.guard !== 'authRoute') rememberLastVisitedPath(currentPath);
      // Arrived where the signing-in page wanted to go. Cleared only now: clearing it before the
      // (transition) navigation commits would let this guard pick its default target meanwhile.
      if (nextPath !== null && followablePath(nextPath) === currentPath) useAuthStore.getState().clearNextPath();
      return;
    }
    // Following nextPath keeps the saved redirectPath for later (e.g. after the questionnaire).
    if (!followsNextPath) {
      if (remember) localStore.setString(storageKeys.redirectPath, currentPath);
      else if (entry.guard === 'authRoute') localStore.remove(storageKeys.redirectPath); // followed once
    }
    navigate(target, { replace: true });
  }, [reconnecting, target, remember, followsNextPath, nextPath, currentPath, entry.guard, navigate]);

  if (reconnecting) return <Reconnecting />;
  return target === null ? children : null;
}
