/**
 * Reads of published content (career paths, the catalogue, a course, posts, events, the CMS
 * pages) over `fetch`. They need no refresh up front and no Location header, so a visit to a
 * public page never evaluates axios (47 KB) before its first request: the first click from the
 * landing into `/paths`, `/courses` or `/posts` waits for its data, not for an HTTP library. As
 * every main-API request does, they carry the stored access token when there is one, and a 401
 * is retried once with a refreshed one. Failures are the kernel's ApiError with the same time
 * limit as every other call. Whatever a signed-in person changes goes through api-client.
 */
import { getAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { ApiError, fetchAnswer } from '@qa/shared/kernel/errors/api-error';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { tokenAfterUnauthorized } from '@qa/shared/data/token-after-401';

type ContentApi = keyof Pick<AppConfig['api'], 'main' | 'blog' | 'cms'>;
export type ContentParams = Record<string, string | number | undefined>;

/** A 2xx answer with no JSON in it (a proxy's HTML page, an empty body). */
export const UNREADABLE_CONTENT_MESSAGE = 'The server sent an answer this page cannot read. Please try again later.';

/** GET `path` of a content API with `params` (undefined ones left out): the parsed body and the headers. */
export async function readContent<T>(
  api: ContentApi,
  path: string,
  params: ContentParams = {},
): Promise<{ data: T; headers: Headers }> {
  // Read per request: the run-time config (/app-config.json) may be loaded after this module.
  const url = new URL(`${getAppConfig().api[api]}${path}`, globalThis.location?.origin);
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(key, String(value));
  const { body, headers } = await fetchWithToken(api, url);
  if (body === null || typeof body !== 'object') throw new ApiError(UNREADABLE_CONTENT_MESSAGE, 'invalid-response');
  return { data: body as T, headers };
}

/** The main API's answer with the stored token (a 401 retried once with a fresh one); the blog's and CMS's without. */
async function fetchWithToken(api: ContentApi, url: URL) {
  const send = (token: string | null) =>
    fetchAnswer(url, {
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  const sent = api === 'main' ? useAuthStore.getState().accessToken : null;
  try {
    return await send(sent);
  } catch (error) {
    const refused = sent && error instanceof ApiError && error.status === 401;
    const token = refused ? await tokenAfterUnauthorized(sent) : null;
    if (!token) throw error;
    return send(token);
  }
}

/** {@link readContent}'s body alone. */
export const getContent = async <T>(api: ContentApi, path: string, params?: ContentParams): Promise<T> =>
  (await readContent<T>(api, path, params)).data;

/** GET `path` of an API that answers with a bare list, as the blog's does: the list. */
export async function getContentList<T>(api: 'blog', path: string, params?: ContentParams): Promise<T[]> {
  return listOrThrow<T>(await getContent<unknown>(api, path, params));
}

/** `value` when it is a list; an unreadable answer otherwise. */
export function listOrThrow<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw new ApiError(UNREADABLE_CONTENT_MESSAGE, 'invalid-response');
  return value as T[];
}

/** GET `path` of an API whose answer is `{ data: T }`, as the main API's and the CMS's are: the `data`. */
export async function getContentData<T>(api: 'main' | 'cms', path: string, params?: ContentParams): Promise<T> {
  const { data } = await getContent<{ data?: T }>(api, path, params);
  if (data === undefined) throw new ApiError(UNREADABLE_CONTENT_MESSAGE, 'invalid-response');
  return data;
}
