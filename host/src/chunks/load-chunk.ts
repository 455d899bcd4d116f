import { lazy, type ComponentType } from 'react';
import { loadOnce } from '@qa/shared/kernel/load-once';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { isOffline, whenOnline } from '../offline/network-status';

/** How long after a recovery reload another one is refused: a chunk that is truly gone must not loop. */
export const RELOAD_GUARD_MS = 30_000;
const RETRY_DELAY_MS = 400;

/** What a visitor reads when a part of the site still cannot be fetched after the retry and the reload. */
export class ChunkLoadFailure extends Error {
  constructor(readonly piece: string) {
    super('A part of the site could not be loaded. Check your connection, then reload the page.');
    this.name = 'ChunkLoadFailure';
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The page reload, as an object so tests can observe it (jsdom cannot navigate). */
export const page = { reload: () => window.location.reload() };

/**
 * Reloads the page once to pick up a new deploy (the old chunk may have been deleted), unless this
 * tab already did so within the guard window. Returns whether a reload was started.
 */
export function reloadOnce(now = Date.now()): boolean {
  const last = Number(sessionStore.getString(sessionKeys.chunkReloadAt));
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  sessionStore.setString(sessionKeys.chunkReloadAt, String(now));
  page.reload();
  return true;
}

/**
 * The recovery every lazily loaded chunk gets (the host's own, and shared code's through
 * `setChunkRecovery`): one retry, then one reload of the page to pick up a new deploy; past the
 * guard it fails with a message fit for visitors. While the browser is offline it never reloads:
 * it waits for the `online` event and tries again.
 */
export async function loadWithRecovery<T>(piece: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (first) {
    console.warn(`[${piece}] failed to load, retrying`, first);
    // Offline, the retry waits for the network (the page says so meanwhile: OfflineNotice).
    await (isOffline() ? whenOnline() : wait(RETRY_DELAY_MS));
    try {
      return await load();
    } catch (second) {
      // A reload while offline shows only the browser's own offline page: wait and start over instead.
      if (isOffline()) return loadWithRecovery(piece, load);
      console.error(`[${piece}] failed to load twice`, second);
      if (reloadOnce()) return new Promise<T>(() => {}); // the page is going away
      throw new ChunkLoadFailure(piece);
    }
  }
}

/**
 * One loader for each of the host's lazy pieces: it shares a load in progress (so a preload and the
 * render fetch once), forgets a failed one (webpack lets a failed chunk be fetched again), and
 * recovers as `loadWithRecovery` does.
 */
export function chunkLoader<T>(piece: string, load: () => Promise<T>): () => Promise<T> {
  return loadOnce(() => loadWithRecovery(piece, load));
}

/** `React.lazy` over a `chunkLoader`: for a host component in its own chunk. */
// `any` as in React's own `lazy` signature: the props are the loaded component's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyChunk<T extends ComponentType<any>>(piece: string, load: () => Promise<{ default: T }>) {
  return lazy(chunkLoader(piece, load));
}
