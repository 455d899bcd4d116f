/**
 * The one door to localStorage (STYLE.md rule 4). Every key of spec §3 is named here;
 * reads of a missing or corrupt value give the default and never throw, and writes
 * that fail (quota, privacy mode) are dropped silently.
 */
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
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself throws when storage is disabled
  }
}

export const localStore = {
  getString(key: StorageKey): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setString(key: StorageKey, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      /* quota or privacy mode: the value is simply not remembered */
    }
  },
  /** Parses JSON; a corrupt value, or one the guard rejects, gives the fallback. */
  getJson<T>(key: StorageKey, fallback: T, guard?: (value: unknown) => value is T): T {
    const raw = localStore.getString(key);
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
    localStore.setString(key, JSON.stringify(value));
  },
  remove(...keys: StorageKey[]): void {
    for (const key of keys) {
      try {
        store()?.removeItem(key);
      } catch {
        /* nothing to do */
      }
    }
  },
};
