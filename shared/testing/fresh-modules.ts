/**
 * Loads modules afresh, as a new page load would, instead of test-only reset hooks in product
 * code. React and the modules in `keep` (an alias or absolute path → the instance the test
 * already uses) stay shared, so hooks, mocks and shared stores still work across the boundary.
 */
export function freshModules<T>(load: () => T, keep: Record<string, unknown> = {}): T {
  const kept: Record<string, unknown> = {
    react: jest.requireActual('react'),
    'react/jsx-runtime': jest.requireActual('react/jsx-runtime'),
    'react-dom': jest.requireActual('react-dom'),
    ...keep,
  };
  let loaded: T | undefined;
  jest.isolateModules(() => {
    for (const [name, module] of Object.entries(kept)) jest.doMock(name, () => module);
    loaded = load();
  });
  return loaded as T;
}
