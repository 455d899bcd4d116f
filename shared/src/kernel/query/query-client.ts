import { QueryClient } from '@qa/shared/kernel/query/react-query';

let current: QueryClient | null = null;

/**
 * React Query defaults of docs/behaviour.md: no refetch on window focus or on mount. The new client
 * also becomes the current one, so the auth store can clear every cached query on logout.
 */
export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: false, retry: 1 },
    },
  });
  setQueryClient(client);
  return client;
}

/** The app's query client, for code outside React (the auth store, geolocation). */
export function setQueryClient(client: QueryClient | null): void {
  current = client;
}

export function getQueryClient(): QueryClient | null {
  return current;
}
