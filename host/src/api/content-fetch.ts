/**
 * Public GETs of the blog content and CMS APIs for what the first paint of `/` shows (footer,
 * webinar popup). They need no auth header, retry or interceptor, so they use `fetch` and keep
 * axios (~21 KB gzip) off the first load of `/`. Everything else goes through api-client.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { fetchJson } from '@qa/shared/kernel/errors/api-error';

/** GET `path` of a content API; every failure is the kernel's ApiError, like any other request. */
export async function getContent<T>(api: 'blog' | 'cms', path: string, params: Record<string, string | number>) {
  const url = new URL(`${getAppConfig().api[api]}${path}`, globalThis.location?.origin);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return (await fetchJson(url, { headers: { Accept: 'application/json' } })) as T;
}
