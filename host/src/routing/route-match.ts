import { routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { matchRoutes } from '@qa/shared/kernel/routing/router';

// Ranked as the router ranks them, so `/courses/my-courses` is not taken for a course.
const routes = routeTable.map((entry) => ({ path: entry.path, entry }));

export interface RouteMatch {
  entry: RouteEntry;
  params: Readonly<Record<string, string | undefined>>;
}

/** The route of the table an in-site path leads to, as the router would choose it, with its params. */
export function routeMatch(pathname: string): RouteMatch | null {
  const last = matchRoutes(routes, pathname)?.at(-1);
  const entry = (last?.route as { entry?: RouteEntry } | undefined)?.entry;
  return last && entry ? { entry, params: last.params } : null;
}
