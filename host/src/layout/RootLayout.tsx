import { Suspense } from 'react';
import { Outlet } from '@qa/shared/kernel/routing/router';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { useScrollMemory } from './use-scroll-memory';

/** docs/behaviour.md: a new pathname scrolls to the top, Back / Forward restore; lazy pages show the page spinner. */
export function RootLayout() {
  useScrollMemory();
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
