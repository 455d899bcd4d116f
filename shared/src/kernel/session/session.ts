/**
 * The session service: every step of the session that does I/O — start, refresh (once for any
 * number of callers), sign-in, logout, drawer logout, other tabs — in one module. It is the only
 * reader and writer of the stored refresh token and the only code that sets the auth-loading
 * flag; the store (`auth-store.ts`) only holds the state. The rules are in docs/behaviour.md.
 */
import { isSignedIn } from '@qa/shared/kernel/session/auth-store';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import { postLogout, postRefresh } from '@qa/shared/kernel/session/session-requests';
import { withRefreshLock } from '@qa/shared/kernel/session/refresh-lock';
import { retryWithBackoff } from '@qa/shared/kernel/session/retry-backoff';
import { endSession, hasStoredSession, logoutKeys, setSession, store } from '@qa/shared/kernel/session/session-state';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import {
  ApiError,
  INVALID_SESSION_MESSAGE,
  isSessionRefused,
  messageOf,
  SESSION_OUTAGE_MESSAGE,
} from '@qa/shared/kernel/errors/api-error';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { notify, type ToastOptions } from '@qa/shared/kernel/toast/toast-bus';

export { hasStoredSession };

/**
 * Logged out → logged in, or a refreshed session. Tokens that do not make a session (malformed,
 * expired, no refresh token) end it instead and return false.
 */
export function signIn(tokens: SessionTokens, options: { next?: string } = {}): boolean {
  const signedIn = setSession(tokens, options);
  outageRetry.stop(); // a fresh session needs no retry, and without one there is nothing to retry
  return signedIn;
}

let refreshFlight: Promise<string> | null = null;

/**
 * POST /auth/refresh with the stored token; every caller of this tab at the same time shares one
 * request, and tabs take turns (the token is read inside the lock). Resolves to the new access token.
 */
function refreshSessionOnce(): Promise<string> {
  refreshFlight ??= withRefreshLock(async () => {
    const refreshToken = localStore.getString(storageKeys.refreshToken);
    if (!refreshToken) throw new Error('There is no session to refresh. Please log in.');
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

/**
 * After an outage, the refresh is tried again later (5 s, 15 s, 30 s, then every minute, and when
 * the browser is back online). It ends with a session, a refusal (forgotten as a refusal is), a
 * logout, or a stored token that is gone (another tab logged out).
 */
const outageRetry = retryWithBackoff(async () => {
  if (!hasStoredSession()) return stopReconnecting();
  try {
    await refreshSessionOnce();
    return true;
  } catch (error) {
    if (!isSessionRefused(error)) return hasStoredSession() ? false : stopReconnecting();
    if (isSignedIn(store())) await logout();
    else endSession({ forget: true });
    return true;
  }
});

/** The stored token went away while retrying (another tab logged out): nothing left to reconnect. */
function stopReconnecting(): true {
  store().setReconnecting(false);
  return true;
}

/**
 * What every failed refresh does first, whichever path asked. Refused (400 or 401, or no stored
 * token left): 'refused', and the caller ends the session its way. Anything else is an outage:
 * the token stays, one message says so (not repeated while retrying) and a retry is scheduled.
 */
function refreshFailed(error: unknown, toast: ToastOptions = {}): 'refused' | 'outage' {
  if (isSessionRefused(error) || !hasStoredSession()) return 'refused';
  if (!outageRetry.running) notify(SESSION_OUTAGE_MESSAGE, { ...toast, variant: 'error' });
  outageRetry.start();
  return 'outage';
}

let retryFlight: Promise<string | null> | null = null;

/**
 * For an API client whose call was answered 401: one refresh for any number of such calls, in
 * any app. Resolves to the new access token, or null when the call cannot be retried: the
 * server refused the session (then the user is logged out, once) or could not be reached (the
 * session and its token are kept, and the refresh is tried again later).
 */
export function refreshAfterUnauthorized(): Promise<string | null> {
  retryFlight ??= refreshSessionOnce()
    .catch(async (error: unknown) => {
      if (refreshFailed(error) === 'refused') await logout();
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

export type SessionStart = 'anonymous' | 'signed-in' | 'reconnecting' | 'failed';
let started: Promise<SessionStart> | null = null;

/**
 * Once per page load, after the first render (the page wrapper has forgotten the previous
 * redirect path by then): with a stored refresh token, asks for a refresh. On failure a toast
 * stays until dismissed (the server's refusal, or the outage message while a retry waits).
 * Refused: `currentPath` becomes the redirect path and the caller sends the user to /login
 * ('failed'). An outage: the app is reconnecting ('reconnecting'); guarded pages wait for the
 * retry instead of showing the login form, and the visitor stays where they are.
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
    const refused = refreshFailed(error, { persist: true }) === 'refused';
    // Never signed in on this page, so "becoming unauthenticated" does not run: the path stays saved.
    endSession({ forget: refused });
    if (!refused) {
      store().setReconnecting(outageRetry.running);
      return 'reconnecting';
    }
    notify(messageOf(error), { variant: 'error', persist: true });
    localStore.setString(storageKeys.redirectPath, currentPath);
    return 'failed';
  } finally {
    store().setAuthLoading(false);
  }
}

/** POST /auth/logout, then clears the session and every key logout removes. False when the server failed (the session ends all the same). */
export async function logout(): Promise<boolean> {
  outageRetry.stop(); // a person who left is not signed in again by a retry
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
