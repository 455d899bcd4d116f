/**
 * The one door to sessionStorage. It holds what is remembered per tab but is not one of the
 * spec's local-storage keys: the last-visited path (spec §2 "the stored last-visited path"),
 * kept per tab so two tabs do not send each other's users around. Never throws.
 */
export const sessionKeys = { lastVisitedPath: 'lastVisitedPath' } as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

function store(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export const sessionStore = {
  getString(key: SessionKey): string | null {
    try {
      return store()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setString(key: SessionKey, value: string): void {
    try {
      store()?.setItem(key, value);
    } catch {
      /* not remembered */
    }
  },
};
