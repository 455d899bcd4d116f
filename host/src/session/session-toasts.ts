import { useAuthStore, type AuthState } from '@qa/shared/kernel/session/auth-store';
import { notify } from '@qa/shared/kernel/toast/toast-bus';

type Seen = Pick<AuthState, 'user' | 'isAuthLoading'>;

/** What to tell the visitor about a change of the session, if anything. */
export function sessionToast(previous: Seen, next: Seen): string | null {
  // A session restored at start-up (auth was loading) is no news; a refreshed one neither.
  if (!previous.user && next.user && !previous.isAuthLoading) return `Logged in as ${next.user.fullName}`;
  if (previous.user && !next.user) return 'Logged out';
  return null;
}

/**
 * "Logged in as …" and "Logged out" toasts: the header's change alone is easy to miss. Returns
 * the unsubscribe function.
 */
export function watchSessionToasts(): () => void {
  return useAuthStore.subscribe((next, previous) => {
    const message = sessionToast(previous, next);
    if (message) notify(message, { variant: next.user ? 'success' : 'info' });
  });
}
