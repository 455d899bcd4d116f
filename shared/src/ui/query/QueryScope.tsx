import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { loadChunk } from '@qa/shared/kernel/chunk-recovery';
import { loadOnce } from '@qa/shared/kernel/load-once';

type Provider = ComponentType<{ children: ReactNode }>;

let provider: Provider | null = null;
let createClient: (() => QueryClient) | null = null;

/**
 * Loads the query library and its provider (once). Pages call it as soon as they start loading, in
 * parallel with their own code; a failed fetch goes through the host's chunk recovery (retry, reload
 * for a new deploy), and a load that still fails is forgotten, so the next scope tries again.
 */
export const loadQueryScope = loadOnce(() =>
  loadChunk('query library', () => import('@qa/shared/ui/query/query-scope-provider')).then((module) => {
    createClient = module.appQueryClient;
    return (provider = module.QueryScopeProvider);
  }),
);

/**
 * The app's query client for code that starts data before any scope renders (a page's prefetch):
 * at once when the library is loaded, else once it has loaded.
 */
export function loadQueryClient(): QueryClient | Promise<QueryClient> {
  if (createClient) return createClient();
  return loadQueryScope().then(() => {
    if (!createClient) throw new Error('The query library did not load');
    return createClient();
  });
}

export interface QueryScopeProps {
  children: ReactNode;
  /** Shown while the library loads (only the first time: after that a scope renders at once). */
  fallback?: ReactNode;
}

/**
 * Gives its children the app's query client. The query library (11 KB gzip) is not on the first
 * load of a page that reads no data, such as the landing's first screen: whatever reads data sits
 * in a scope — the host puts each remote page in one, the landing its sections below the fold. One
 * client serves every scope, so they share one cache. A library that cannot load throws to the
 * nearest error boundary, whose Retry mounts the scope again.
 */
export function QueryScope({ children, fallback = null }: QueryScopeProps) {
  const [ready, setReady] = useState<Provider | null>(() => provider);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadQueryScope().then(
      (loaded) => live && setReady(() => loaded),
      (failure: unknown) => live && setError(() => failure ?? new Error('The query library did not load')),
    );
    return () => {
      live = false;
    };
  }, [ready]);
  if (error) throw error;
  if (!ready) return fallback;
  const Provider = ready;
  return <Provider>{children}</Provider>;
}
