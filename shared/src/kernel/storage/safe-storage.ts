/**
 * Never-throwing string access to a Web Storage area (docs/architecture.md "Shared code in
 * layers"; docs/behaviour.md §5 "Values kept in the browser"): reading the area
 * itself throws when storage is disabled, writes throw on quota or in privacy mode. A failed
 * read gives null; a failed write is simply not remembered.
 */
export interface SafeStorage<K extends string> {
  getString(key: K): string | null;
  setString(key: K, value: string): void;
  remove(...keys: K[]): void;
}

export function safeStorage<K extends string>(area: () => Storage | undefined): SafeStorage<K> {
  const attempt = <T>(action: (storage: Storage) => T, fallback: T): T => {
    try {
      const storage = area();
      return storage ? action(storage) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getString: (key) => attempt((s) => s.getItem(key), null),
    setString: (key, value) => attempt((s) => s.setItem(key, value), undefined),
    remove: (...keys) => {
      for (const key of keys) attempt((s) => s.removeItem(key), undefined);
    },
  };
}
