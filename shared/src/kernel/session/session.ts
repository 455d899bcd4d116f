/**
 * The session service: every step of the session that does I/O — start, refresh (once for any
 * number of callers), sign-in, logout, drawer logout, other tabs — in one module. It is the only
 * reader and writer of the stored refresh token and the only code that sets the auth-loading
 * flag; the store (`auth-store.ts`) only holds the state. The rules are in docs/behaviour.md.
 */
import { useAuthStore, isSignedIn } from '@qa/shared/kernel/session/auth-store';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import { postLogout, postRefresh } from '@qa/shared/kernel/session/session-requests';
import { withRefreshLock } from '@qa/shared/kernel/session/refresh-lock';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { ApiError, isSessionRefused, messageOf } from '@qa/shared/kernel/errors/api-error';
import { setUserCountry } from '@qa/shared/kernel/geo/country';
import { getQueryClient } from '@qa/shared/kernel/query/query-client';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { notify } from '@qa/shared/kernel/toast/toast-bus';

/** Removed when a signed-out visitor signs in. */
const signInKeys = [storageKeys.sub, storageKeys.createProfileToken, storageKeys.multipleUsageToken] as const;

/** Removed on logout, besides the tokens, the user and every cached query. */
const logoutKeys = [
  storageKeys.refreshToken,
  storageKeys.webinars,
  storageKeys.sub,
  storageKeys.createProfileToken,
  storageKeys.multipleUsageToken,
  storageKeys.isFreePayment,
  storageKeys.externalLink,
] as const;

const store = () => useAuthStore.getState();
const INVALID_SESSION_MESSAGE = 'The server did not return a valid session. Please try again later.';

/**
 * Ends the session in this tab. `forget` also removes the stored refresh token and, when a
 * signed-in user becomes anonymous, the redirect path.
 */
function endSession({ forget }: { forget: boolean }): void {
  const wasSignedIn = isSignedIn(store());
  if (forget) localStore.remove(storageKeys.refreshToken);
  if (wasSignedIn) {
    if (forget) localStore.remove(storageKeys.redirectPath);
    getQueryClient()?.clear();
  }
  setUserCountry(null);
  store().endSession();
}

/**
 * Logged out → logged in, or a refreshed session. Tokens that do not make a session (malformed,
 * expired, no refresh token) end it instead and return false.
 */
export function signIn(tokens: SessionTokens, options: { next?: string } = {}): boolean {
  const user = decodeUser(tokens?.accessToken);
  if (!user || typeof tokens.refreshToken !== 'string' || tokens.refreshToken === '') {
    endSession({ forget: true });
    return false;
  }
  if (!isSignedIn(store())) localStore.remove(...signInKeys);
  localStore.setString(storageKeys.refreshToken, tokens.refreshToken);
  store().setSession({ accessToken: tokens.accessToken, user }, options.next ?? null);
  return true;
}

let refreshFlight: Promise<string> | null = null;

/**
 * POST /auth/refresh with the stored token; every caller of this tab at the same time shares one
 * request, and tabs take turns (the token is read inside the lock). Resolves to the new access token.
 */
function refreshSessionOnce(): Promise<string> {
  refreshFlight ??= withRefreshLock(async () => {
    const refreshToken = localStore.getString(storageKeys.refreshToken);
    if (!refreshToken) throw new Error('There is no session to refresh. Please sign in.');
    const tokens = await postRefresh(refreshToken);
    // A 2xx that is not a session (a proxy's page, a malformed token) is an outage, not a refusal: the stored token stays.
    if (!decodeUser(tokens.accessToken)) throw new ApiError(INVALID_SESSION_MESSAGE, 'invalid-response', 200);
    signIn(tokens);
    return tokens.accessToken;
  }).finally(() => {
    refreshFlight = null;
  });
  return refreshFlight;
}

/** Whether a stored session exists (a refresh can be tried). */
export function hasStoredSession(): boolean {
  return localStore.getString(storageKeys.refreshToken) !== null;
}

let retryFlight: Promise<string | null> | null = null;

/**
 * For an API client whose call was answered 401: one refresh for any number of such calls, in
 * any app. Resolves to the new access token, or null when the call cannot be retried: the
 * server refused the session (then the user is logged out, once) or could not be reached (the
 * session and its token are kept for a later try).
 */
export function refreshAfterUnauthorized(): Promise<string | null> {
  retryFlight ??= refreshSessionOnce()
    .catch(async (error: unknown) => {
      if (isSessionRefused(error) || !hasStoredSession()) await logout();
      else notify(messageOf(error), { variant: 'error' });
      return null;
    })
    .finally(() => {
      retryFlight = null;
    });
  return retryFlight;
}

/**
 * Before the first render: with a stored refresh token the app is loading-auth, so guards wait
 * for the session instead of sending a signed-in user to /login.
 */
export function prepareSession(): void {
  store().setAuthLoading(hasStoredSession());
}

export type SessionStart = 'anonymous' | 'signed-in' | 'failed';
let started: Promise<SessionStart> | null = null;

/**
 * Once per page load, after the first render (the page wrapper has forgotten the previous
 * redirect path by then): with a stored refresh token, asks for a refresh. On failure the
 * server's message stays in a toast until dismissed, `currentPath` becomes the redirect path
 * and the caller sends the user to /login.
 */
export function startSession(currentPath: string): Promise<SessionStart> {
  started ??= runSessionStart(currentPath);
  return started;
}

async function runSessionStart(currentPath: string): Promise<SessionStart> {
  if (!hasStoredSession()) {
    store().setAuthLoading(false);
    return 'anonymous';
  }
  store().setAuthLoading(true);
  try {
    await refreshSessionOnce();
    return 'signed-in';
  } catch (error) {
    notify(messageOf(error), { variant: 'error', persist: true });
    // Never signed in on this page, so "becoming unauthenticated" does not run: the path stays saved.
    endSession({ forget: isSessionRefused(error) });
    localStore.setString(storageKeys.redirectPath, currentPath);
    return 'failed';
  } finally {
    store().setAuthLoading(false);
  }
}

/** POST /auth/logout, then clears the session and every key logout removes. False when the server failed (the session ends all the same). */
export async function logout(): Promise<boolean> {
  const { accessToken } = store();
  let ok = true;
  if (accessToken) {
    try {
      await postLogout(accessToken);
    } catch (error) {
      notify(messageOf(error), { variant: 'error' });
      ok = false;
    }
  }
  // A person who asked to leave must not stay signed in, whatever the server said.
  localStore.remove(...logoutKeys);
  // Per-tab traces of the account: where it was, a social sign-in in progress, a provider's profile.
  sessionStore.remove(sessionKeys.lastVisitedPath, sessionKeys.oauthState, sessionKeys.newSocialUser);
  endSession({ forget: true });
  return ok;
}

/** Logout from the side drawer: on success also saves the current path as redirectPath and forgets the current course. */
export async function drawerLogout(currentPath: string): Promise<void> {
  if (!(await logout())) return;
  localStore.setString(storageKeys.redirectPath, currentPath);
  localStore.remove(storageKeys.currentCourseId);
}

/**
 * Tabs follow each other through the shared refresh token key. Removed: another tab logged out,
 * and it already cleared the keys, so only memory is cleared here. Set while this tab is signed
 * out: another tab signed in, so this one restores the session too.
 */
export function syncSessionAcrossTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKeys.refreshToken && event.key !== null) return;
    const signedIn = isSignedIn(store());
    if (event.newValue === null && signedIn) endSession({ forget: false });
    else if (event.newValue !== null && !signedIn && !store().isAuthLoading)
      void refreshSessionOnce().catch(() => undefined); // a failed restore leaves this tab signed out, as it was
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
