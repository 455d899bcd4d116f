import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@qa/testing/router';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { loadQueryScope } from '@qa/shared/ui/query/QueryScope';
import { loadRemoteModule } from '../remote-loader';
import { isRemoteRoute, RemotePage } from '../RemotePage';

jest.mock('../remote-loader', () => ({ ...jest.requireActual('../remote-loader'), loadRemoteModule: jest.fn() }));
// The scope marks where it wraps; its loader records when the library was asked for.
jest.mock('@qa/shared/ui/query/QueryScope', () => ({
  loadQueryScope: jest.fn(() => Promise.resolve()),
  QueryScope: ({ children }: { children: ReactNode }) => <div data-testid="query-scope">{children}</div>,
}));

function Page() {
  return <h1>The page</h1>;
}

function showPage(id: RouteId) {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  let arrive: (module: { default: typeof Page }) => void = () => {};
  jest.mocked(loadRemoteModule).mockReturnValueOnce(new Promise((resolve) => (arrive = resolve)));
  render(
    <MemoryRouter initialEntries={[route.path]}>
      <RemotePage entry={{ ...route, ui: 'light' }} />
    </MemoryRouter>,
  );
  return () => {
    arrive({ default: Page });
    return screen.findByRole('heading', { name: 'The page' });
  };
}

it('a page that reads data is rendered in a query scope, whose library starts loading with the page', async () => {
  const arrive = showPage('courses');
  // Asked for while the page's code is still on its way: in parallel, not after it.
  expect(loadQueryScope).toHaveBeenCalled();
  const heading = await arrive();
  expect(screen.getByTestId('query-scope')).toContainElement(heading);
});

it('the landing, which brings its own scope below the fold, loads no query library for its first screen', async () => {
  await showPage('landing')();
  expect(screen.queryByTestId('query-scope')).not.toBeInTheDocument();
  expect(loadQueryScope).not.toHaveBeenCalled();
});
