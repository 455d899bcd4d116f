/**
 * Which remote a web vital belongs to: the closest `[data-remote]` container of its element. On the
 * start-up path (signals-startup.ts watches LCP from the start), so it stays small.
 */
/** Marks a web-vitals target that names a remote's container (see `ownerTarget`). */
export const OWNER_MARK = 'remote:';

/**
 * The closest `[data-remote]` container of a node as a web-vitals target (its `generateTarget`):
 * remote, version and role. None: the element is the host's (web-vitals' own selector is kept).
 */
export function ownerTarget(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  const container = element?.closest<HTMLElement>('[data-remote]');
  if (!container) return undefined;
  // A prerendered copy names its remote but no version (the one that runs is chosen per visitor):
  // empty here, the version running when the vital is reported fills it in (reporter.ts).
  const { remote = '', remoteVersion = '', remoteRole = '' } = container.dataset;
  return OWNER_MARK + JSON.stringify([remote, remoteVersion, remoteRole]);
}

/**
 * The owner of each LCP candidate by its start time, read as the browser reports it: by the time the
 * reporter loads, the element may have left the page (a prerendered copy replaced, a list
 * re-rendered), and an entry whose element is gone names none.
 */
export const lcpOwners = new Map<number, string>();

export function watchLcpOwners(): void {
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        const owner = ownerTarget(entry.element ?? null);
        if (owner) lcpOwners.set(entry.startTime, owner);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no PerformanceObserver, or no LCP, in this browser: nothing to attribute
  }
}
