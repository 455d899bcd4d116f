/**
 * Geolocation (docs/behaviour.md) with `fetch`: the lookup service is not one of the four API clients,
 * and axios must stay off the first load of `/`.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { whenIdle } from '../app/after-startup';

/** Prices wait for the lookup at most this long; the rest of the page never waits. */
export const GEOLOCATION_MAX_WAIT_MS = 1_500;

/** An idle callback waits at most this long, so the country name is never held back by a busy page. */
const IDLE_TIMEOUT_MS = 200;

export function cachedCountryName(): string | null {
  return localStore.getString(storageKeys.countryName);
}

// Building Intl.DisplayNames loads the region names (~15 ms, several times that on a slow phone): once,
// when first needed, which is after the lookup's answer and an idle moment.
let regionNames: Intl.DisplayNames | null = null;

/** ISO 3166 alpha-2 code → English country name; the service's own name, then the code, as fallbacks. */
export function countryNameOf(code: string, fallback?: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    const name = regionNames.of(code.toUpperCase());
    if (name && name !== code.toUpperCase()) return name;
  } catch {
    /* not a region code */
  }
  return fallback || code;
}

/** Looks the visitor's country up once and caches it as country_name; null when it fails. */
export async function lookupCountry(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(getAppConfig().api.geolocation);
    if (!response.ok) return null;
    const body = (await response.json()) as { country_code?: unknown; country_name?: unknown };
    if (typeof body?.country_code !== 'string' || body.country_code === '') return null;
    const fallback = typeof body.country_name === 'string' ? body.country_name : undefined;
    await whenIdle(IDLE_TIMEOUT_MS);
    const name = countryNameOf(body.country_code, fallback);
    localStore.setString(storageKeys.countryName, name);
    return name;
  } catch {
    return null; // docs/behaviour.md: a geolocation failure is not handled visibly
  }
}
