import { Suspense } from 'react';
import { Outlet } from '@qa/shared/routing/router';
import { useRouteEntry } from '@qa/shared/routing/use-route-entry';
import { Box, Flex } from '@qa/shared/ui/kit';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, main content, footer (spec §2 "Page wrapper"). */
export function PageWrapper({ platform = false }: { platform?: boolean }) {
  const entry = useRouteEntry();
  const variant = platform ? 'platform' : (entry?.header ?? 'landing');
  return (
    <Flex direction="column" minH="100vh">
      <Header variant={variant} />
      <Box as="main" id="main" flex="1">
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Flex>
  );
}
