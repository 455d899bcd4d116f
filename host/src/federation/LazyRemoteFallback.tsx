import { Suspense } from 'react';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { lazyChunk } from '../chunks/load-chunk';
import type { RemoteFallbackProps } from './RemoteFallback';

// Shown only when a remote fails: its code stays off every first load, and comes from the host's
// own server, which is up when it is needed.
const RemoteFallback = lazyChunk('remote fallback', () =>
  import('./RemoteFallback').then((module) => ({ default: module.RemoteFallback })),
);

/** The remote fallback, in its own chunk. */
export function LazyRemoteFallback(props: RemoteFallbackProps) {
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <RemoteFallback {...props} />
    </Suspense>
  );
}
