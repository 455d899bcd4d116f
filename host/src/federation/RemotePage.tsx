import { useCallback, useState } from 'react';
import { resetRemote } from '@qa/shared/federation/remote-loader';
import type { RemoteName } from '@qa/shared/routes/route-table';
import { LoadingSpinner } from '@qa/shared/ui/LoadingSpinner';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';
import { useRemoteComponent } from './use-remote-component';

export interface RemotePageProps {
  remote: RemoteName;
  module: string;
}

/** Renders a federated page with our own timeout, a fallback and a Retry that needs no reload. */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const state = useRemoteComponent(remote, module, attempt);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);

  if (state.status === 'loading') return <LoadingSpinner />;
  if (state.status === 'error') return <RemoteFallback error={state.error} onRetry={retry} />;
  const { Component } = state;
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Component />
    </RemoteErrorBoundary>
  );
}
