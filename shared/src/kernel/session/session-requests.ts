/**
 * The two calls the session service makes (POST /auth/refresh, POST /auth/logout), with `fetch`:
 * the session must start on the first load of any page without the data layer's axios.
 * Every failure becomes an ApiError.
 */
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import {
  ApiError,
  httpError,
  INVALID_SESSION_MESSAGE,
  NETWORK_MESSAGE,
  TIMEOUT_MESSAGE,
} from '@qa/shared/kernel/errors/api-error';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';

async function postJson(path: string, body: unknown, accessToken?: string | null): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${getAppConfig().api.main}${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, timedOut ? 'timeout' : 'network');
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw httpError(response.status, data);
  return data;
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
