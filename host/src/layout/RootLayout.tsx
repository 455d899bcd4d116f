import { Suspense, useLayoutEffect, useRef } from 'react';
import { Outlet, useLocation } from '@qa/shared/kernel/routing/router';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';

/**
 * docs/behaviour.md: every change of pathname scrolls to the top; lazy pages show the page spinner.
 * Not the first render: where the page opened is the browser's (a #section, a reload's position), and
 * a visitor may already have scrolled or followed a link of a prerendered page before the app took it over.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
