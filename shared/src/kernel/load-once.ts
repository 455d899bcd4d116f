/**
 * A loader that fetches once: calls while a load is in flight share it, a finished one is kept, a
 * failed one is forgotten so the next call tries again (webpack lets a failed chunk be fetched anew).
 * The one rule for every lazily loaded piece: the query library, DOMPurify, the host's chunks.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    });
    return pending;
  };
}
