import { useMemo } from 'react';
import { matchRoutes, useLocation } from '@qa/shared/kernel/routing/router';
import { routeTable, type RouteEntry } from '@qa/shared/kernel/routing/route-table';

/** The route-table entry of the current location (header variant, guard, owner), or null. */
export function useRouteEntry(): RouteEntry | null {
  const { pathname } = useLocation();
  return useMemo(() => {
    const matches = matchRoutes(
      routeTable.map((entry) => ({ path: entry.path, entry })),
      pathname,
    );
    return matches?.at(-1)?.route.entry ?? null;
  }, [pathname]);
}
