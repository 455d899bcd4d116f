import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { preloadChakraScope } from './chakra-scope';

/**
 * Starts loading the scopes a page renders in, so they arrive with its code rather than after it:
 * the query library (unless the page brings its own scope) and Chakra's provider (unless it is on the
 * light layer); when a page starts loading, and on a link the visitor shows intent to follow.
 * `tried` skips the scopes a caller already asked for. Only a hint: a failure stays silent here and
 * shows when the page renders its scope.
 */
export function preloadPageScopes(entry: RouteEntry, tried = new Set<string>()): void {
  const start = (name: 'query' | 'chakra', load: () => Promise<unknown>) => {
    if (tried.has(name)) return;
    tried.add(name);
    load().catch(() => {});
  };
  if (entry.queryScope !== 'page') start('query', loadQueryScope);
  if (entry.ui !== 'light') start('chakra', preloadChakraScope);
}
