/** @jsxImportSource @emotion/react */
import { Suspense, useLayoutEffect } from 'react';
import { Outlet } from '@qa/shared/kernel/routing/router';
import { useRouteEntry } from '../routing/use-route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { HideOnError } from './HideOnError';
import { Header } from './Header';
import { MAIN_ID, SkipLink } from './SkipLink';
import { lazyChunk } from '../chunks/load-chunk';

// Below the fold: loaded after the first screen, so its modules (the footer query, the HTML
// sanitiser) are not resolved in the start-up task.
const Footer = lazyChunk('footer', () => import('./Footer').then((module) => ({ default: module.Footer })));

/**
 * Header, main content, footer (docs/behaviour.md "Page wrapper"). On mounting it forgets the stored
 * redirect path: a visitor who reached a normal page is no longer on the way back from sign-in.
 * A layout effect, so it runs before a route guard's effect in the same commit stores a new one.
 */
export function PageWrapper({ platform = false }: { platform?: boolean }) {
  const entry = useRouteEntry();
  const variant = platform ? 'platform' : (entry?.header ?? 'landing');
  useLayoutEffect(() => {
    localStore.remove(storageKeys.redirectPath);
  }, []);
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Header variant={variant} />
      {/* min-height: the footer appears below the fold once its content loads (no layout shift) */}
      <main id={MAIN_ID} css={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<LoadingSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <HideOnError name="footer">
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </HideOnError>
    </div>
  );
}
