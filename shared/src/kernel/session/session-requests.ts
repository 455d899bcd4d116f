/**
 * The two calls the session service makes (POST /auth/refresh, POST /auth/logout), with `fetch`:
 * the session must start on the first load of any page without the data layer's axios.
 * Every failure becomes an ApiError.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { ApiError, fetchJson, INVALID_SESSION_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

function postJson(path: string, body: unknown, accessToken?: string | null): Promise<unknown> {
  return fetchJson(`${getAppConfig().api.main}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
  });
}

const isTokens = (value: unknown): value is SessionTokens =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionTokens).accessToken === 'string' &&
  typeof (value as SessionTokens).refreshToken === 'string' &&
  (value as SessionTokens).refreshToken !== '';

/** POST /auth/refresh {refreshToken}: the answer becomes the signed-in session. */
export async function postRefresh(refreshToken: string): Promise<SessionTokens> {
  const data = await postJson('/auth/refresh', { refreshToken });
  if (!isTokens(data)) throw new ApiError(INVALID_SESSION_MESSAGE, 'invalid-response', 200);
  return data;
}

/** POST /auth/logout {token}; the answer is not read. */
export async function postLogout(accessToken: string): Promise<void> {
  await postJson('/auth/logout', { token: accessToken }, accessToken);
}
