import { Suspense, useCallback, useEffect, useState } from 'react';
import { resetRemote } from './remote-loader';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-table';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { ChakraScope, preloadChakraScope } from './chakra-scope';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemotePlaceholder } from './RemotePlaceholder';
import { useRemoteComponent } from './use-remote-component';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
  ui?: RouteEntry['ui'];
}

/** Renders a federated page with our own timeout, a fallback and a Retry that needs no reload. */
export function RemotePage({ remote, module, ui = 'chakra' }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(remote, module, attempt);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  useEffect(() => {
    if (ui === 'chakra') void preloadChakraScope();
  }, [ui]);

  if (state.status === 'loading') return <RemotePlaceholder />;
  if (state.status === 'error') return <RemoteFallback error={state.error} onRetry={retry} />;
  const { Component } = state;
  const page = (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Component />
    </RemoteErrorBoundary>
  );
  if (ui === 'light') return page;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <ChakraScope>{page}</ChakraScope>
    </Suspense>
  );
}
