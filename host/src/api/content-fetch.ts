/**
 * Public GETs of the blog content and CMS APIs for what the first paint of `/` shows (footer,
 * webinar popup). They need no auth header, retry or interceptor, so they use `fetch` and keep
 * axios (~21 KB gzip) off the first load of `/`. Everything else goes through api-client.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import { ApiError, httpError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '@qa/shared/kernel/errors/api-error';

/** GET `path` of a content API; every failure is the kernel's ApiError, like any other request. */
export async function getContent<T>(api: 'blog' | 'cms', path: string, params: Record<string, string | number>) {
  const url = new URL(`${getAppConfig().api[api]}${path}`, globalThis.location?.origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiError(timedOut ? TIMEOUT_MESSAGE : NETWORK_MESSAGE, timedOut ? 'timeout' : 'network');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw httpError(response.status, body);
  return body as T;
}
