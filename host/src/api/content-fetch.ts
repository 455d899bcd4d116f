/**
 * Public GETs of the blog content and CMS APIs for what the first paint of `/` shows (footer,
 * webinar popup). They need no auth header, retry or interceptor, so they use `fetch` and keep
 * axios (~21 KB gzip) off the first load of `/`. Everything else goes through api-client.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';

export class ContentRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

export async function getContent<T>(api: 'blog' | 'cms', path: string, params: Record<string, string | number>) {
  const url = new URL(`${getAppConfig().api[api]}${path}`, globalThis.location?.origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new ContentRequestError(
      response.status,
      typeof message === 'string' ? message : `The content could not be loaded (HTTP ${response.status}).`,
    );
  }
  return body as T;
}
