import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { preloadChakraScope } from '../chakra-scope';
import { preloadPageScopes } from '../page-scopes';

jest.mock('../chakra-scope', () => ({ preloadChakraScope: jest.fn(() => Promise.resolve()) }));
jest.mock('@qa/shared/ui/query/QueryScope', () => ({ loadQueryScope: jest.fn(() => Promise.resolve()) }));

const started = (id: RouteId, tried?: Set<string>) => {
  jest.mocked(loadQueryScope).mockClear();
  jest.mocked(preloadChakraScope).mockClear();
  preloadPageScopes(routeById(id), tried);
  return {
    query: jest.mocked(loadQueryScope).mock.calls.length,
    chakra: jest.mocked(preloadChakraScope).mock.calls.length,
  };
};

it.each([
  ['landing', { query: 0, chakra: 0 }], // light, and its first screen reads no data
  ['posts', { query: 1, chakra: 0 }], // light, reads data
  ['courses', { query: 1, chakra: 0 }], // the catalogue: light, reads data
  ['course', { query: 1, chakra: 0 }], // a course: light, reads data
  ['login', { query: 1, chakra: 0 }], // the auth pages: light
  ['rating', { query: 1, chakra: 1 }], // a Chakra page
] as const)('the scopes %s renders in start loading', (id, expected) => {
  expect(started(id)).toEqual(expected);
});

it('skips the scopes a caller already asked for, and records the ones it starts', () => {
  const tried = new Set<string>(['chakra']);
  expect(started('courses', tried)).toEqual({ query: 1, chakra: 0 });
  expect(tried).toEqual(new Set(['chakra', 'query']));
});

it('a scope that fails to load stays silent here (the page reports it when it renders the scope)', async () => {
  jest.mocked(loadQueryScope).mockRejectedValueOnce(new Error('chunk gone'));
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  preloadPageScopes(routeById('posts'));
  await new Promise((resolve) => setTimeout(resolve, 0));
  process.off('unhandledRejection', unhandled);
  expect(unhandled).not.toHaveBeenCalled();
});
