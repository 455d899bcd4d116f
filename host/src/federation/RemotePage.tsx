import { Suspense, useCallback, useEffect, useState } from 'react';
import { resetRemote } from './remote-loader';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-table';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { ChakraScope, preloadChakraScope } from './chakra-scope';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { RemotePlaceholder } from './RemotePlaceholder';
import { useRemoteComponent } from './use-remote-component';

/** A route the page of a remote renders. */
export type RemoteRouteEntry = RouteEntry & { owner: RemoteName; module: string };

export const isRemoteRoute = (entry: RouteEntry): entry is RemoteRouteEntry =>
  entry.owner !== 'host' && entry.module !== undefined;

export interface RemotePageProps {
  /** The route being rendered, from the router: no lookup by URL. */
  entry: RemoteRouteEntry;
}

/** Renders a federated page with our own timeout, a fallback and a Retry that needs no reload. */
export function RemotePage({ entry }: RemotePageProps) {
  const { owner: remote, module, ui = 'chakra' } = entry;
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(remote, module, attempt);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  useEffect(() => {
    if (ui === 'chakra') void preloadChakraScope();
  }, [ui]);

  if (state.status === 'loading') return <RemotePlaceholder placeholder={entry.placeholder} />;
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
