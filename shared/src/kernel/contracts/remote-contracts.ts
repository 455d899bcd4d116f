/**
 * What each remote exposes: the page of every route it owns. The host loads only these names; each remote's
 * contract test checks its production manifest and its modules against this file, and its
 * webpack config builds `exposes` from `exposesOf` (so this file must stay importable from Node).
 */
import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { routeTable } from '@qa/shared/kernel/routing/route-table';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-entry';

export interface PageExposeContract {
  /** Routes this page renders; the page reads its params from the router. */
  routes: RouteEntry[];
}

function pageExposes(remote: RemoteName, table: readonly RouteEntry[]): Record<string, PageExposeContract> {
  const result: Record<string, PageExposeContract> = {};
  for (const route of table) {
    if (route.owner !== remote || !route.module) continue;
    const existing = result[route.module];
    if (existing) existing.routes.push(route);
    else result[route.module] = { routes: [route] };
  }
  return result;
}

export const remoteContracts: Record<RemoteName, Record<string, PageExposeContract>> = {
  marketing: pageExposes('marketing', routeTable),
  platform: pageExposes('platform', routeTable),
  auth: pageExposes('auth', routeTable),
};

/** A page module's source file: `./LoginPage` → `./src/pages/LoginPage.tsx`. */
export function pageSource(module: string): string {
  return `./src/pages/${module.replace(/^\.\//, '')}.tsx`;
}

/**
 * The remote's webpack `exposes` (module → source file, relative to its folder): the page of
 * every route it owns. Adding a page is one route-table entry plus its file.
 */
export function exposesOf(remote: RemoteName, table: readonly RouteEntry[] = routeTable): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const module of Object.keys(pageExposes(remote, table))) exposes[module] = pageSource(module);
  return exposes;
}

/** What a page's `prefetch` gets: the URL's route params, its query and the app's query client. */
export interface PagePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  /** The URL's query (`?page=2`); a host built on a kit before 0.14 passes none. */
  search?: URLSearchParams;
  queryClient: QueryClient;
}

/**
 * The shape of every exposed module: a default-exported component and, optionally, `prefetch`,
 * which starts the page's first public data. The host calls it as soon as the module has loaded
 * and when a visitor shows intent to follow a link to the page, so the data comes with the code
 * instead of after a first render (docs/architecture.md). It must only start queries the page itself
 * reads, with the same options (`prefetchQuery`), and never throw; it returns their promise, and the
 * host renders the page once they settle if that is quick (`FIRST_DATA_WAIT_MS`): one render with the
 * content instead of a skeleton and then the content.
 */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
  prefetch?: PagePrefetch;
}

export type PagePrefetch = (context: PagePrefetchContext) => Promise<unknown> | undefined;
