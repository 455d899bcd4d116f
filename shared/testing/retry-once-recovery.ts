import type { ChunkRecovery } from '@qa/shared/kernel/chunk-recovery';

/** A chunk-recovery policy that tries a failed load once more, noting in `pieces` the name of every load. */
export const retryOnceRecovery =
  (pieces: string[]): ChunkRecovery =>
  async (piece, load) => {
    pieces.push(piece);
    try {
      return await load();
    } catch {
      return load();
    }
  };
