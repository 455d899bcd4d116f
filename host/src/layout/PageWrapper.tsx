/** @jsxImportSource @emotion/react */
import { Suspense } from 'react';
import { Outlet } from '@qa/shared/routing/router';
import { useRouteEntry } from '@qa/shared/routing/use-route-entry';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, main content, footer (spec §2 "Page wrapper"). */
export function PageWrapper({ platform = false }: { platform?: boolean }) {
  const entry = useRouteEntry();
  const variant = platform ? 'platform' : (entry?.header ?? 'landing');
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Header variant={variant} />
      <main id="main" css={{ flex: 1 }}>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
