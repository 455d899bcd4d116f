import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { hasStoredSession, refreshAfterUnauthorized } from '@qa/shared/kernel/session/session';

/**
 * The token to retry a main-API request the server refused with 401 after `sentToken` went with
 * it: the one another request (or app) got meanwhile, else a refresh's, which is one request for
 * every app at once. Null when there is no session to refresh, or the refresh failed.
 */
export async function tokenAfterUnauthorized(sentToken: string): Promise<string | null> {
  if (!hasStoredSession()) return null;
  const current = useAuthStore.getState().accessToken;
  return current && current !== sentToken ? current : refreshAfterUnauthorized();
}
