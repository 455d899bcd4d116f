/**
 * What each remote exposes: the page of every route it owns. The host loads only these names; each remote's
 * contract test checks its production manifest and its modules against this file, and its
 * webpack config builds `exposes` from `exposesOf` (so this file must stay importable from Node).
 */
import type { ComponentType } from 'react';
import { routeTable, type RemoteName, type RouteEntry } from '@qa/shared/kernel/routing/route-table';

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

/** The shape of every exposed module: a default-exported component. */
export interface ExposedModule<P = object> {
  default: ComponentType<P>;
}
