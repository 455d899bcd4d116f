/**
 * How a lazily loaded chunk of shared code (the query library, DOMPurify) recovers when its fetch
 * fails: after a deploy the old chunk may be gone, or the network blinked. The host registers its
 * policy at start-up (host/src/chunks/load-chunk.ts: one retry, then one reload to pick up the new
 * deploy, then a message fit for visitors), the same it applies to its own chunks. Until then, and
 * in tests, a load is tried once.
 */
export type ChunkRecovery = <T>(piece: string, load: () => Promise<T>) => Promise<T>;

let recovery: ChunkRecovery = (_piece, load) => load();

export function setChunkRecovery(policy: ChunkRecovery): void {
  recovery = policy;
}

/** Loads `piece` under the registered recovery policy. */
export function loadChunk<T>(piece: string, load: () => Promise<T>): Promise<T> {
  return recovery(piece, load);
}
