/**
 * After a successful sign-in or sign-up: the kernel's session service stores the session and
 * decodes the user (and removes sub, createProfileToken, multipleUsageToken and authWithText); the
 * route guard then takes the user on. Where to:
 * - a pending checkout (a stored selectedSubscription) continues at
 *   courseRedirectPath (or the plans) with the checkout popup open;
 * - a new account goes to the questionnaire; the saved redirectPath is kept for after it (unless the
 *   landing saved it: then the dashboard, see afterQuestionnairePath);
 * - otherwise the guard's order: the saved redirect path, the last-visited path, then /.
 */
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { signIn } from '@qa/shared/kernel/session/session';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { href } from '@qa/shared/kernel/routing/route-table';
import { safeRedirectPath } from '@qa/shared/kernel/routing/safe-redirect';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { readSelectedSubscription } from '@qa/shared/kernel/subscriptions/selected-subscription';

export type SignInKind = 'login' | 'sign-up';

function checkoutPath(): string | null {
  // A corrupt stored plan is discarded (and removed) rather than resuming a checkout of nothing.
  if (readSelectedSubscription() === null) return null;
  const target = safeRedirectPath(localStore.getString(storageKeys.courseRedirectPath)) ?? href('subscriptions');
  localStore.remove(storageKeys.courseRedirectPath);
  return target;
}

/** The server answered with tokens this site cannot read (malformed or expired): no session was started. */
export class UnreadableSessionError extends Error {
  override readonly name = 'UnreadableSessionError';
  constructor() {
    super('The server sent a session this site cannot read. Please try again.');
  }
}

/** Starts the session and hands the guards where to go; throws UnreadableSessionError when the tokens make no session. */
export function finishSignIn(tokens: SessionTokens, kind: SignInKind): void {
  const checkout = checkoutPath();
  const next = checkout ?? (kind === 'sign-up' ? href('questionnaire') : undefined);
  if (!signIn(tokens, next ? { next } : {})) throw new UnreadableSessionError();
  if (checkout) useAuthStore.getState().setCheckoutPopupOpen(true);
}

/** The marketing front (the landing, also at /plans): a sign-up started there names no page to return to. */
const frontPages: readonly string[] = [href('landing'), href('plans')];

/**
 * Where the questionnaire hands over (answered or skipped): the saved redirect path — the page the
 * visitor signed up from, such as an event they came to register for — else the dashboard, which
 * recommends a first course. A path saved on the landing, where most sign-ups start, counts as none.
 */
export function afterQuestionnairePath(): string {
  const saved = safeRedirectPath(localStore.getString(storageKeys.redirectPath));
  const page = saved?.split(/[?#]/)[0] ?? '';
  return saved === null || frontPages.includes(page) ? href('dashboard') : saved;
}

/**
 * The answers come back as a new session (the server revoked the old one): store it and let the
 * guard take the user where the questionnaire hands over. Throws UnreadableSessionError when the tokens make no session.
 */
export function finishQuestionnaire(tokens: SessionTokens): void {
  if (!signIn(tokens, { next: afterQuestionnairePath() })) throw new UnreadableSessionError();
}
