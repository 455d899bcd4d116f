import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from '@qa/shared/kernel/routing/router';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';

/** docs/behaviour.md: every navigation scrolls to the top; lazy pages show the page spinner. */
export function RootLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
