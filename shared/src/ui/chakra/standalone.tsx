/**
 * A remote running alone on its own port, so its team can work without the host:
 * its own routes of the route table, the same provider stack, no host chrome.
 */
import { lazy, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import {
  createBrowserHistory,
  HistoryRouter,
  Link as RouterLink,
  Outlet,
  useRoutes,
  type RouteObject,
} from '@qa/shared/kernel/routing/router';
import { AppProviders } from '@qa/shared/ui/chakra/AppProviders';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { href, routesOwnedBy } from '@qa/shared/kernel/routing/route-table';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { Box, Flex, Text } from '@qa/shared/ui/chakra/kit';
import ChakraScope from '@qa/shared/ui/chakra/ChakraScope';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';

type PageImporter = (file: string) => Promise<{ default: ComponentType }>;

function StandaloneFrame({ remote }: { remote: RemoteName }) {
  return (
    <>
      <Flex as="header" px="4" py="2" bg="brand.500" color="white" gap="4" align="center">
        <Text fontWeight="bold">{remote} app — standalone</Text>
        <RouterLink to={href('landing')}>home</RouterLink>
      </Flex>
      <Box as="main">
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </>
  );
}

export function renderStandalone(remote: RemoteName, importPage: PageImporter): void {
  const pages = new Map<string, ComponentType>();
  const children = routesOwnedBy(remote).map((route) => {
    const file = (route.module ?? '').replace(/^\.\//, '');
    let Page = pages.get(file);
    if (!Page) {
      Page = lazy(() => importPage(file));
      pages.set(file, Page);
    }
    return { path: route.path, element: <Page /> };
  });
  const routes: RouteObject[] = [{ element: <StandaloneFrame remote={remote} />, children }];
  const StandaloneRoutes = () => useRoutes(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <ChakraScope>
          <HistoryRouter history={createBrowserHistory({ v5Compat: true })}>
            <StandaloneRoutes />
          </HistoryRouter>
        </ChakraScope>
      </AppProviders>
    </StrictMode>,
  );
}
