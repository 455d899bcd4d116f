import { Suspense, useEffect, useState } from 'react';
import { onToastWanted } from '@qa/shared/kernel/toast/toast-bus';
import { lazyChunk } from '../chunks/load-chunk';

const NotistackHost = lazyChunk('toasts', () => import('./NotistackHost'));

/** Mounts notistack when the first toast is raised: most visits never need it. */
export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => onToastWanted(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <NotistackHost />
    </Suspense>
  );
}
