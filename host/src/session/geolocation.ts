/**
 * Geolocation (docs/behaviour.md) with `fetch`: the lookup service is not one of the four API clients,
 * and axios must stay off the first load of `/`.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { whenIdle } from '../startup/after-startup';

/** Prices wait for the lookup at most this long; the rest of the page never waits. */
export const GEOLOCATION_MAX_WAIT_MS = 1_500;

/** An idle callback waits at most this long, so the country name is never held back by a busy page. */
const IDLE_TIMEOUT_MS = 200;

export function cachedCountryName(): string | null {
  return localStore.getString(storageKeys.countryName);
}

/** The worker that names a country off the main thread (`public/country-name-worker.js`). */
export const COUNTRY_NAME_WORKER_URL = '/country-name-worker.js';
/** A worker that has not answered by then is given up for the main thread. */
const WORKER_TIMEOUT_MS = 3_000;

// Building Intl.DisplayNames loads the region names (~15 ms, several times that on a slow phone, in
// one task of the page): so the name is made in a worker, and only if that fails here, once, when
// first needed, which is after the lookup's answer and an idle moment.
let regionNames: Intl.DisplayNames | null = null;

const nameOrFallback = (code: string, name: string | null | undefined, fallback?: string) =>
  name && name !== code.toUpperCase() ? name : fallback || code;

/** ISO 3166 alpha-2 code → English country name; the service's own name, then the code, as fallbacks. */
export function countryNameOf(code: string, fallback?: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    return nameOrFallback(code, regionNames.of(code.toUpperCase()), fallback);
  } catch {
    return fallback || code; // not a region code
  }
}

/** The worker's name for `code` ('' when it knows none); null when there is no worker or it fails. */
function nameFromWorker(code: string): Promise<string | null> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(COUNTRY_NAME_WORKER_URL);
    } catch {
      resolve(null); // no workers here (or not allowed)
      return;
    }
    const finish = (name: string | null) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(name);
    };
    const timer = setTimeout(() => finish(null), WORKER_TIMEOUT_MS);
    worker.onmessage = (event: MessageEvent<unknown>) => finish(typeof event.data === 'string' ? event.data : '');
    worker.onerror = () => finish(null);
    worker.postMessage(code.toUpperCase());
  });
}

/**
 * GET the lookup service's answer within the site's request limit: the request is aborted then, and
 * the wait ends even when the answer's body (or a fetch that ignores the signal) never arrives.
 */
async function fetchGeolocation(fetchImpl: typeof fetch): Promise<unknown> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`The geolocation lookup did not answer within ${API_TIMEOUT_MS / 1000} s.`));
    }, API_TIMEOUT_MS);
  });
  const request = async () => {
    const response = await fetchImpl(getAppConfig().api.geolocation, { signal: controller.signal });
    return response.ok ? ((await response.json()) as unknown) : null;
  };
  try {
    return await Promise.race([request(), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** Looks the visitor's country up once and caches it as country_name; null when it fails. */
export async function lookupCountry(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const body = (await fetchGeolocation(fetchImpl)) as { country_code?: unknown; country_name?: unknown } | null;
    if (typeof body?.country_code !== 'string' || body.country_code === '') return null;
    const code = body.country_code;
    const fallback = typeof body.country_name === 'string' ? body.country_name : undefined;
    const fromWorker = await nameFromWorker(code);
    const name =
      fromWorker === null
        ? await whenIdle(IDLE_TIMEOUT_MS).then(() => countryNameOf(code, fallback))
        : nameOrFallback(code, fromWorker, fallback);
    localStore.setString(storageKeys.countryName, name);
    return name;
  } catch {
    return null; // docs/behaviour.md: a geolocation failure is not handled visibly
  }
}
