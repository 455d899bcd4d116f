/**
 * The one module that talks HTTP through axios (STYLE.md rule 3): the four clients of spec §7,
 * their headers, and the single-flight token refresh. Loaded lazily: never on the first paint of `/`.
 */
import axios, { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { useAuthStore } from '@qa/shared/auth/auth-store';
import { getAppConfig, type AppConfig } from '@qa/shared/config/app-config';
import type { SessionTokens } from '@qa/shared/entities/user';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { API_TIMEOUT_MS } from '@qa/shared/constants';

type ApiName = keyof Pick<AppConfig['api'], 'main' | 'blog' | 'cms'>;
type RetryConfig = InternalAxiosRequestConfig & { _retried?: boolean };

let country: string | null = null;

/** The country the `Location` header carries (set by geolocation); defaults to the cached one. */
export function setApiCountry(next: string | null): void {
  country = next;
}

export function getApiCountry(): string | null {
  return country ?? localStore.getString(storageKeys.countryName);
}

function createClient(api: ApiName, options: { auth?: boolean; location?: boolean; multipart?: boolean } = {}) {
  const client = axios.create({
    timeout: API_TIMEOUT_MS,
    headers: { 'Content-Type': options.multipart ? 'multipart/form-data' : 'application/json' },
  });
  client.interceptors.request.use((config) => {
    // Read per request: the run-time config (/app-config.json) may be loaded after this module.
    config.baseURL ??= getAppConfig().api[api];
    const token = useAuthStore.getState().accessToken;
    if (options.auth && token) config.headers.set('Authorization', `Bearer ${token}`);
    const where = options.location ? getApiCountry() : null;
    if (where) config.headers.set('Location', where);
    return config;
  });
  if (options.auth) client.interceptors.response.use(undefined, (error: unknown) => retryAfterRefresh(client, error));
  return client;
}

export const mainApi: AxiosInstance = createClient('main', { auth: true });
export const mainMultipartApi: AxiosInstance = createClient('main', { auth: true, multipart: true });
export const mainApiWithLocation: AxiosInstance = createClient('main', { auth: true, location: true });
export const blogApi: AxiosInstance = createClient('blog');
export const cmsApi: AxiosInstance = createClient('cms');

let refreshFlight: Promise<SessionTokens> | null = null;

/** POST /auth/refresh with the stored refresh token; every caller at the same time shares one request. */
export function refreshSessionOnce(): Promise<SessionTokens> {
  refreshFlight ??= (async () => {
    const refreshToken = localStore.getString(storageKeys.refreshToken);
    if (!refreshToken) throw new Error('There is no session to refresh. Please sign in.');
    const { data } = await mainApi.post<SessionTokens>('/auth/refresh', { refreshToken });
    useAuthStore.getState().setSession(data);
    if (!useAuthStore.getState().accessToken) throw new Error('The session could not be restored. Please sign in.');
    return data;
  })().finally(() => {
    refreshFlight = null;
  });
  return refreshFlight;
}

let retryFlight: Promise<string | null> | null = null;

/** One refresh for any number of parallel 401s; a failed refresh logs out once. */
function refreshForRetry(): Promise<string | null> {
  retryFlight ??= refreshSessionOnce()
    .then((tokens) => tokens.accessToken)
    .catch(async () => {
      await useAuthStore.getState().logout();
      return null;
    })
    .finally(() => {
      retryFlight = null;
    });
  return retryFlight;
}

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

async function retryAfterRefresh(client: AxiosInstance, error: unknown): Promise<unknown> {
  if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
  const config = error.config as RetryConfig;
  const path = (config.url ?? '').split('?')[0] ?? '';
  if (config._retried || noRetryPaths.some((p) => path.endsWith(p))) throw error;
  if (!localStore.getString(storageKeys.refreshToken)) throw error;
  const sentToken = String(config.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
  const current = useAuthStore.getState().accessToken;
  // Another request refreshed meanwhile: retry with the new token, no new refresh.
  const token = current && current !== sentToken ? current : await refreshForRetry();
  if (!token) throw error;
  config._retried = true;
  config.headers.set('Authorization', `Bearer ${token}`);
  return client.request(config);
}

/** The server's `{message}`, or a clear fallback for network failures and odd bodies. */
export function messageOf(error: unknown): string {
  if (isAxiosError(error)) {
    const body: unknown = error.response?.data;
    const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message.trim()) return message;
    if (!error.response) return 'Could not reach the server. Check your connection and try again.';
    return `The server could not complete the request (HTTP ${error.response.status}). Please try again.`;
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
