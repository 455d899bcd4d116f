const failed = new Set<string>();

/**
 * The body of a `jest.mock` factory for a lazily loaded chunk that fails once (an old deploy's chunk,
 * a network blip), then loads: the first require of `path` throws as webpack does, the next gets the
 * real module. `jest.mock()` stays in the test file (it is hoisted there):
 *
 *   jest.mock('@qa/shared/ui/query/query-scope-provider', () =>
 *     jest.requireActual<typeof ChunkFailsOnce>('@qa/testing/chunk-fails-once').failsOnceThenLoads('@qa/shared/ui/query/query-scope-provider'));
 */
export function failsOnceThenLoads(path: string): unknown {
  if (!failed.has(path)) {
    failed.add(path);
    throw new Error('Loading chunk 8129 failed');
  }
  return jest.requireActual(path);
}
