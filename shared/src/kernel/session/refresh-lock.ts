/**
 * Two tabs that refresh at once (restored tabs, a laptop waking up) would send the same refresh
 * token twice, and the second use looks like theft to the server. Every refresh therefore runs
 * while holding one lock shared by all tabs of the origin (Web Locks), and reads the stored
 * token only inside it. Without the Web Locks API the refresh just runs; the server's short
 * grace window for a just-replaced token covers that case.
 */
type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

const LOCK_NAME = 'qa-career:session-refresh';

export function withRefreshLock<T>(
  run: () => Promise<T>,
  locks: LockManagerLike | undefined = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks,
): Promise<T> {
  if (!locks || typeof locks.request !== 'function') return run();
  return locks.request(LOCK_NAME, run);
}
