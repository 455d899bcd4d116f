/**
 * After a successful sign-in or sign-up (issue 5 "After sign-in"): the session is stored and the
 * user decoded by the shared store (which also removes sub, createProfileToken and
 * multipleUsageToken, spec §4); the route guard then takes the user on. Where to:
 * - a pending checkout (stored selectedSubscription, spec §4 "Subscription clicks") continues at
 *   courseRedirectPath (or the plans) with the checkout popup open;
 * - a new account goes to the questionnaire; the saved redirectPath is kept for after it;
 * - otherwise the guard's order: the saved redirect path, the last-visited path, then /.
 */
import { useAuthStore } from '@qa/shared/auth/auth-store';
import type { SessionTokens } from '@qa/shared/entities/user';
import { safeRedirectPath } from '@qa/shared/redirect/safe-redirect';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';

export type SignInKind = 'login' | 'sign-up';

function checkoutPath(): string | null {
  if (localStore.getString(storageKeys.selectedSubscription) === null) return null;
  const target = safeRedirectPath(localStore.getString(storageKeys.courseRedirectPath)) ?? '/subscriptions';
  localStore.remove(storageKeys.courseRedirectPath);
  return target;
}

/** Returns false when the tokens do not make a session (a malformed token): the caller says so. */
export function finishSignIn(tokens: SessionTokens, kind: SignInKind): boolean {
  const store = useAuthStore.getState();
  const checkout = checkoutPath();
  const next = checkout ?? (kind === 'sign-up' ? '/questionnaire' : undefined);
  store.setSession(tokens, next ? { next } : {});
  const signedIn = useAuthStore.getState().user !== null;
  if (signedIn && checkout) store.setCheckoutPopupOpen(true);
  return signedIn;
}

/** Where the questionnaire hands over: the saved redirect path, else the dashboard. */
export function afterQuestionnairePath(): string {
  return safeRedirectPath(localStore.getString(storageKeys.redirectPath)) ?? '/dashboard';
}

/**
 * The answers come back as a new session (the server revoked the old one): store it and let the
 * guard take the user where the questionnaire hands over. False when the tokens make no session.
 */
export function finishQuestionnaire(tokens: SessionTokens): boolean {
  useAuthStore.getState().setSession(tokens, { next: afterQuestionnairePath() });
  return useAuthStore.getState().user !== null;
}
