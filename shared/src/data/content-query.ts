import type { QueryKey } from '@tanstack/react-query';
import { queryOptions } from '@qa/shared/kernel/query/react-query';
import { retryOnce } from '@qa/shared/data/retry';

/**
 * Query options for published content (a post, a course, a list of events): fresh for
 * `freshMinutes`, and one retry for a passing failure (none for a 4xx). Every content read of the
 * remotes uses it, so their caching and retries cannot drift apart.
 */
export const contentQuery = <T, K extends QueryKey>(queryKey: K, queryFn: () => Promise<T>, freshMinutes = 5) =>
  queryOptions({ queryKey, queryFn, staleTime: freshMinutes * 60_000, retry: retryOnce });

/** Query options for the signed-in learner's own data: idle while nobody is signed in, one retry for a passing failure. */
export const learnerQuery = <T, K extends QueryKey>(userId: number | null, queryKey: K, queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, enabled: userId !== null, retry: retryOnce });
