import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@qa/shared/kernel/query/react-query';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';

/** The app's one client, created on first use (by a scope or by a page's prefetch). */
export const appQueryClient = () => getQueryClient() ?? createQueryClient();

/** QueryScope's provider, in the chunk that brings the query library: the app's one client. */
export function QueryScopeProvider({ children }: { children: ReactNode }) {
  const [client] = useState(appQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
