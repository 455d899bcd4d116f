import type { SessionTokens } from '@qa/shared/entities/user';
import { loadApiClient } from '@qa/shared/api/load-client';

/** POST /auth/refresh (spec §7): the response becomes the signed-in session. One request at a time. */
export function refreshSession(): Promise<SessionTokens> {
  return loadApiClient().then((client) => client.refreshSessionOnce());
}

/** POST /auth/logout {token} (spec §7); the response is not read. */
export async function logoutRequest(token: string): Promise<void> {
  const { mainApi } = await loadApiClient();
  await mainApi.post('/auth/logout', { token });
}
