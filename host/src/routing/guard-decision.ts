import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { safeRedirectPath } from '@qa/shared/kernel/routing/safe-redirect';
import { matchPath } from '@qa/shared/kernel/routing/router';
import { href, routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';

export interface GuardState {
  user: Pick<CurrentUser, 'isQuestionnaireComplete'> | null;
  isAuthLoading: boolean;
  /** The stored session's refresh is being retried after an outage: not signed in, not signed out either. */
  isReconnecting?: boolean;
  /** Set with the session by the page that signed the user in; followed first, once. */
  nextPath?: string | null;
}

export interface GuardStorage {
  redirectPath: string | null;
  lastVisitedPath: string | null;
  origin?: string;
}

/** What a guard does: show the page, wait for the session to reconnect, or go elsewhere (and remember where we were). */
export type GuardDecision =
  | { kind: 'show' }
  | { kind: 'reconnecting' }
  | { kind: 'redirect'; to: string; rememberCurrentPath: boolean; followsNextPath?: boolean };

const show: GuardDecision = { kind: 'show' };

const isAuthRoutePath = (path: string) =>
  routeTable.some((r) => r.guard === 'authRoute' && matchPath(r.path, path.split(/[?#]/)[0] ?? path));

/** A stored path we may follow: same origin (safeRedirectPath) and not an auth route, which would loop. */
export function followablePath(candidate: string | null, origin?: string): string | null {
  const safe = safeRedirectPath(candidate, origin);
  return safe && !isAuthRoutePath(safe) ? safe : null;
}

/**
 * docs/behaviour.md: auth routes, guarded routes and the questionnaire. While auth is loading the page
 * is shown; while the session reconnects after an outage a guarded page waits (never the login form).
 */
export function guardDecision(
  entry: Pick<RouteEntry, 'guard' | 'unauthenticatedRedirect'>,
  state: GuardState,
  storage: GuardStorage,
): GuardDecision {
  if (entry.guard === 'public' || state.isAuthLoading) return show;
  const next = state.user ? followablePath(state.nextPath ?? null, storage.origin) : null;
  const leavingFor = (to: string): GuardDecision => ({
    kind: 'redirect',
    to,
    rememberCurrentPath: false,
    followsNextPath: true,
  });
  if (entry.guard === 'authRoute') {
    if (!state.user) return show;
    if (next) return leavingFor(next);
    const to =
      followablePath(storage.redirectPath, storage.origin) ?? followablePath(storage.lastVisitedPath, storage.origin);
    return { kind: 'redirect', to: to ?? href('landing'), rememberCurrentPath: false };
  }
  if (!state.user && state.isReconnecting) return { kind: 'reconnecting' };
  if (!state.user) {
    return { kind: 'redirect', to: href(entry.unauthenticatedRedirect ?? 'login'), rememberCurrentPath: true };
  }
  if (entry.guard === 'questionnaire' && state.user.isQuestionnaireComplete) {
    return next ? leavingFor(next) : { kind: 'redirect', to: href('profile'), rememberCurrentPath: false };
  }
  return show;
}
