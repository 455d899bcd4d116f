import type { QueryClient } from '@tanstack/react-query';
import type { ExposedModule } from '@qa/shared/kernel/contracts/remote-contracts';
import { loadQueryClient } from '@qa/shared/ui/query/QueryScope';
import { routeMatch } from '../routing/route-match';

/**
 * How long a page whose module has arrived waits for the first data its `prefetch` started before it
 * renders: rendering with the data is one render with the content, instead of a skeleton, a second
 * render and a shift. Past this the page renders its loading state as before (a slow API).
 */
export const FIRST_DATA_WAIT_MS = 250;

/**
 * Starts the first data of the page at `path` (a pathname and its query) with its code
 * (docs/architecture.md "A remote page, from click to pixels"): the page module's `prefetch`, if it
 * has one, gets the URL's params and query and the app's query client as soon as the module is
 * there. Resolves when that data has settled (at once without a prefetch); never rejects. Only a
 * head start: a failure stays silent here (the page's own query reports it).
 */
export function prefetchPage(exposed: ExposedModule, path: string): Promise<void> {
  const { prefetch } = exposed;
  const match = routeMatch(path);
  if (typeof prefetch !== 'function' || !match) return Promise.resolve();
  const warn = (error: unknown) => console.warn(`[prefetch] ${path}`, error);
  const search = new URLSearchParams(path.split('?')[1]);
  const start = (queryClient: QueryClient) => prefetch({ params: match.params, search, queryClient });
  try {
    // At once when the query library is there (the usual case: it loads with the page's code), so the
    // requests go out before anything else is done with the module.
    const client = loadQueryClient();
    const started = client instanceof Promise ? client.then(start) : start(client);
    return Promise.resolve(started).then(() => undefined, warn);
  } catch (error) {
    warn(error);
    return Promise.resolve();
  }
}

/** `data`, or the end of the wait for it, whichever comes first. */
export function firstDataOrTimeout(data: Promise<void>, waitMs = FIRST_DATA_WAIT_MS): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  return Promise.race([data, timeout]).finally(() => clearTimeout(timer));
}
