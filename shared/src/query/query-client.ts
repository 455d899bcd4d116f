import { QueryClient } from '@tanstack/react-query';

/** React Query defaults of spec §9: no refetch on window focus or on mount. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchOnMount: false, retry: 1 },
    },
  });
}
