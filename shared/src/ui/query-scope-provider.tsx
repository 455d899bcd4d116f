import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@qa/shared/kernel/query/react-query';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';

/** QueryScope's provider, in the chunk that brings the query library: the app's one client. */
export function QueryScopeProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => getQueryClient() ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
