/**
 * The query library for every app: the only door to TanStack Query (like `routing/router` for
 * react-router). It is shared as one singleton module, so the query client's React context exists
 * once and the library is tree-shaken: sharing the package itself ships all of it (13.2 KB gzip on
 * the first load of every page; the pieces below are 11). Types may come from the package itself.
 * Add a piece here when an app needs it.
 */
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { UseQueryResult } from '@tanstack/react-query';
