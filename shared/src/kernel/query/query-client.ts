import * as library from '@qa/shared/kernel/query/react-query';
import { queryClientSetups, setQueryClient } from '@qa/shared/kernel/query/current-query-client';

/**
 * React Query defaults of docs/behaviour.md: no refetch on window focus or on mount. The new client
 * becomes the current one (so the session service can clear every cached query on logout) and
 * goes through the setups the app registered (`onQueryClientCreated`).
 */
export function createQueryClient(): library.QueryClient {
  const client = new library.QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: false, retry: 1 },
    },
  });
  setQueryClient(client);
  for (const setup of queryClientSetups()) setup(client, library);
  return client;
}
