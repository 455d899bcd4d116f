/**
 * The one door to localStorage (docs/architecture.md "Shared code in layers"). Every key of
 * docs/behaviour.md §5 "Values kept in the browser" is named here;
 * reads of a missing or corrupt value give the default and never throw, and writes
 * that fail (quota, privacy mode) are dropped silently.
 */
import { safeStorage } from '@qa/shared/kernel/storage/safe-storage';

export const storageKeys = {
  refreshToken: 'refreshToken',
  redirectPath: 'redirectPath',
  courseRedirectPath: 'courseRedirectPath',
  authWithText: 'authWithText',
  selectedSubscription: 'selectedSubscription',
  currentCourseId: 'currentCourseId',
  currentLectureId: 'currentLectureId',
  countryName: 'country_name',
  externalLink: 'externalLink',
  webinars: 'webinars',
  sub: 'sub',
  createProfileToken: 'createProfileToken',
  multipleUsageToken: 'multipleUsageToken',
  isFreePayment: 'isFreePayment',
  coursePopupPreference: 'coursePopupPreference',
  euCookieState: 'euCookieState',
  /** A random id (no person behind it) that keeps a visitor in the same canary share of a remote. */
  rolloutVisitorId: 'rolloutVisitorId',
  /** JSON: per remote, the last manifest URL (and integrity) that loaded and rendered a page. */
  lastKnownGoodRemotes: 'lastKnownGoodRemotes',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

const strings = safeStorage<StorageKey>(() => globalThis.localStorage);

export const localStore = {
  ...strings,
  /** Parses JSON; a corrupt value, or one the guard rejects, gives the fallback. */
  getJson<T>(key: StorageKey, fallback: T, guard?: (value: unknown) => value is T): T {
    const raw = strings.getString(key);
    if (raw === null) return fallback;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (guard && !guard(parsed)) return fallback;
      return parsed as T;
    } catch {
      return fallback;
    }
  },
  setJson(key: StorageKey, value: unknown): void {
    strings.setString(key, JSON.stringify(value));
  },
};
