/**
 * The axios clients of the main API (docs/behaviour.md §9 "Calls to the backends") for the app that bundles this module (the data layer is
 * not shared: each app gets its own copy, built with the version it was tested with). Published
 * content (the blog, the CMS, the catalogue) is read over fetch by content-read.ts instead, so
 * public pages do not load axios. Headers
 * come from the kernel: the bearer token from the session store, the country from its one
 * holder. A 401 asks the kernel's session service for a refresh, which is one request for every
 * app at once. Every failure reaches callers as the kernel's ApiError.
 */
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import { ApiError, httpError, NETWORK_MESSAGE, TIMEOUT_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { currentCountry } from '@qa/shared/kernel/geo/country';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { tokenAfterUnauthorized } from '@qa/shared/data/token-after-401';

type RetryConfig = InternalAxiosRequestConfig & { _retried?: boolean };

/** A 401 from these means wrong credentials or a spent link, not an expired access token. */
const noRetryPaths = [
  '/auth/refresh',
  '/auth/logout',
  '/auth/login',
  '/auth/register',
  '/auth/social',
  '/auth/create-profile',
  '/auth/reset-password',
];

/** Any axios failure as the one ApiError type. */
function toApiError(error: unknown): unknown {
  if (!isAxiosError(error)) return error;
  if (error.response) return httpError(error.response.status, error.response.data);
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') return new ApiError(TIMEOUT_MESSAGE, 'timeout');
  return new ApiError(NETWORK_MESSAGE, 'network');
}

async function retryAfterRefresh(client: AxiosInstance, error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw toApiError(error);
  const config = error.config as RetryConfig;
  const path = (config.url ?? '').split('?')[0] ?? '';
  if (config._retried || noRetryPaths.some((p) => path.endsWith(p))) throw toApiError(error);
  const sentToken = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  const token = await tokenAfterUnauthorized(sentToken);
  if (!token) throw toApiError(error);
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return client.request(config);
}

function createClient(options: { location?: boolean; multipart?: boolean } = {}) {
  const client = axios.create({
    // XMLHttpRequest in browsers, Node's http in tests; never fetch: the builds replace axios's
    // fetch adapter with a stub (scripts/webpack/create-app-config.mjs).
    adapter: ['xhr', 'http'],
    timeout: API_TIMEOUT_MS,
    headers: { 'Content-Type': options.multipart ? 'multipart/form-data' : 'application/json' },
  });
  client.interceptors.request.use((config) => {
    // Read per request: the run-time config (/app-config.json) may be loaded after this module.
    config.baseURL ??= getAppConfig().api.main;
    const token = useAuthStore.getState().accessToken;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    const where = options.location ? currentCountry() : null;
    if (where) config.headers.set('Location', where);
    return config;
  });
  client.interceptors.response.use(undefined, (error: unknown) => retryAfterRefresh(client, error));
  return client;
}

export const mainApi: AxiosInstance = createClient();
export const mainMultipartApi: AxiosInstance = createClient({ multipart: true });
export const mainApiWithLocation: AxiosInstance = createClient({ location: true });
