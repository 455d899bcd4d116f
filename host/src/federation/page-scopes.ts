import type { RouteEntry } from '@qa/shared/kernel/routing/route-table';
import { loadQueryScope } from '@qa/shared/ui/QueryScope';
import { preloadChakraScope } from './chakra-scope';

interface Scope {
  name: 'query' | 'chakra';
  load: () => Promise<unknown>;
}

/** What a page renders in besides its own code: the query library (unless it brings its own scope), Chakra's provider. */
function scopesOf(entry: RouteEntry): Scope[] {
  const scopes: Scope[] = [];
  if (entry.queryScope !== 'page') scopes.push({ name: 'query', load: loadQueryScope });
  if (entry.ui !== 'light') scopes.push({ name: 'chakra', load: preloadChakraScope });
  return scopes;
}

/**
 * Starts loading the scopes a page renders in, so they arrive with its code rather than after it:
 * when a page starts loading, and on a link the visitor shows intent to follow. `tried` skips the
 * scopes a caller already asked for. Only a hint: a failure stays silent here and shows when the
 * page renders its scope.
 */
export function preloadPageScopes(entry: RouteEntry, tried = new Set<string>()): void {
  for (const { name, load } of scopesOf(entry)) {
    if (tried.has(name)) continue;
    tried.add(name);
    load().catch(() => {});
  }
}
