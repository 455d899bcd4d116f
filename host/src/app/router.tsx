import type { RouteObject } from '@qa/shared/kernel/routing/router';
import { routeTable } from '@qa/shared/kernel/routing/route-table';
import type { HeaderVariant, RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { isRemoteRoute, RemotePage } from '../federation/RemotePage';
import { RouteGuard } from '../routing/RouteGuard';
import { PageWrapper } from '../layout/PageWrapper';
import { PlatformLayout } from '../layout/PlatformLayout';
import { RootLayout } from '../layout/RootLayout';
import { lazyChunk } from '../chunks/load-chunk';

// The same not-found page the remotes show for an unknown slug or id.
const NotFoundPage = lazyChunk('not-found page', () =>
  import('@qa/shared/ui/widgets/NotFound').then((module) => ({ default: module.NotFound })),
);
// Named chunks: a redeploy or an outage test can tell them apart.
const TestPerformancePage = lazyChunk(
  'test-performance page',
  () => import(/* webpackChunkName: "page-test-performance" */ '../pages/TestPerformancePage'),
);
const DiscordRedirectPage = lazyChunk(
  'discord-redirect page',
  () => import(/* webpackChunkName: "page-discord-redirect" */ '../pages/DiscordRedirectPage'),
);

const hostPages: Record<string, RouteObject['element']> = {
  'test-performance': <TestPerformancePage />,
  'discord-redirect': <DiscordRedirectPage />,
};

function toRoute(entry: RouteEntry): RouteObject {
  const element = isRemoteRoute(entry) ? <RemotePage key={entry.id} entry={entry} /> : hostPages[entry.id];
  // Every route passes its guard (public ones still record the last-visited path).
  return { path: entry.path, element: <RouteGuard entry={entry}>{element}</RouteGuard> };
}

const byLayout = (layout: RouteEntry['layout']) => routeTable.filter((r) => r.layout === layout).map(toRoute);

/**
 * The page-layout routes under one page wrapper per header variant: each wrapper knows its header
 * from the table, with no second lookup of the URL. The landing variant also holds the not-found page.
 */
function pageWrappers(): RouteObject[] {
  const pages = routeTable.filter((r) => r.layout === 'page');
  const variants = [...new Set<HeaderVariant>(['landing', ...pages.map((r) => r.header ?? 'landing')])];
  return variants.map((header) => ({
    element: <PageWrapper header={header} />,
    children: [
      ...pages.filter((r) => (r.header ?? 'landing') === header).map(toRoute),
      ...(header === 'landing' ? [{ path: '*', element: <NotFoundPage /> }] : []),
    ],
  }));
}

/** The host's routes, built from the one route table. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pageWrappers(), { element: <PlatformLayout />, children: byLayout('platform') }, ...byLayout('bare')],
  },
];
