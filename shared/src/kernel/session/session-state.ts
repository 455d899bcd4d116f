/**
 * The session service's steps that touch no network: setting a session from tokens, ending it,
 * and the keys each one clears. Only `session.ts` imports this file; it stays the one door
 * (with `prepareSession`, the only reader and writer of the stored refresh token).
 */
import { useAuthStore, isSignedIn } from '@qa/shared/kernel/session/auth-store';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { setUserCountry } from '@qa/shared/kernel/geo/country';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

/** Removed when a signed-out visitor signs in (authWithText: the welcome to sign up is done with). */
const signInKeys = [
  storageKeys.sub,
  storageKeys.createProfileToken,
  storageKeys.multipleUsageToken,
  storageKeys.authWithText,
] as const;

/** Removed on logout, besides the tokens, the user and every cached query. */
export const logoutKeys = [
  storageKeys.refreshToken,
  storageKeys.webinars,
  storageKeys.sub,
  storageKeys.createProfileToken,
  storageKeys.multipleUsageToken,
  storageKeys.isFreePayment,
  storageKeys.externalLink,
] as const;

export const store = () => useAuthStore.getState();

/** Whether a stored session exists (a refresh can be tried). */
export function hasStoredSession(): boolean {
  return localStore.getString(storageKeys.refreshToken) !== null;
}

/**
 * Ends the session in this tab. `forget` also removes the stored refresh token and, when a
 * signed-in user becomes anonymous, the redirect path.
 */
export function endSession({ forget }: { forget: boolean }): void {
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
export function setSession(tokens: SessionTokens, options: { next?: string } = {}): boolean {
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
