import { act, render, screen } from '@testing-library/react';
import type { lazy as LazyFn, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { RemoteLoadError, loadRemoteModule } from '../remote-loader';
import { MemoryRouter } from '@qa/testing/router';
import { routeById, type RouteId } from '@qa/shared/kernel/routing/route-table';
import { isRemoteRoute, RemotePage, type RemoteRouteEntry } from '../RemotePage';

jest.mock('../remote-loader', () => {
  const actual = jest.requireActual('../remote-loader');
  return { ...actual, loadRemoteModule: jest.fn(), resetRemote: jest.fn() };
});

// Chakra's provider arrives when the test says so: the state between the page module and its styles.
jest.mock('../chakra-scope', () => {
  const { lazy } = jest.requireActual<{ lazy: typeof LazyFn }>('react');
  let open: () => void = () => undefined;
  const loaded = new Promise<{ default: (props: { children: ReactNode }) => ReactNode }>((resolve) => {
    open = () => resolve({ default: ({ children }) => children });
  });
  return { ChakraScope: lazy(() => loaded), preloadChakraScope: () => loaded, openChakra: () => open() };
});

const { openChakra } = jest.requireMock<{ openChakra: () => void }>('../chakra-scope');
const load = jest.mocked(loadRemoteModule);

const show = (entry: RemoteRouteEntry, path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemotePage entry={entry} />
    </MemoryRouter>,
  );

function entry(id: RouteId, ui: RemoteRouteEntry['ui']): RemoteRouteEntry {
  const route = routeById(id);
  if (!isRemoteRoute(route)) throw new Error(`${id} is not a remote route`);
  return { ...route, ui };
}

// Each test opens its own route: the host keeps loaded page modules for the whole session.
const skipLinks = () => screen.queryAllByRole('link', { name: 'Skip to content' });

function LoginScreen() {
  return (
    <main id="main">
      <h1>Login</h1>
    </main>
  );
}

function Exploding(): never {
  throw new Error('the form is malformed');
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  load.mockReset();
});

it('an auth screen has one skip link while its remote loads, and one when the remote fails', async () => {
  load.mockReturnValueOnce(new Promise(() => undefined));
  const loading = show(entry('login', 'light'), '/login');
  expect(screen.getByTestId('auth-placeholder')).toBeInTheDocument();
  expect(skipLinks()).toHaveLength(1);
  loading.unmount();

  load.mockRejectedValue(new RemoteLoadError('auth', './LoginPage', 'unavailable'));
  show(entry('login', 'light'), '/login');
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(skipLinks()).toHaveLength(1);
});

it('an auth screen has one skip link while Chakra loads, and one, first in tab order, once it shows', async () => {
  load.mockResolvedValueOnce({ default: LoginScreen });
  show(entry('registration', 'chakra'), '/registration');
  // The module is in; the page waits for Chakra's provider behind the placeholder.
  await act(() => Promise.resolve());
  expect(screen.getByTestId('auth-placeholder')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
  expect(skipLinks()).toHaveLength(1);

  await act(async () => openChakra());
  expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  expect(screen.queryByTestId('auth-placeholder')).not.toBeInTheDocument();
  expect(skipLinks()).toHaveLength(1);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
});

it('an auth screen that throws while rendering has one skip link, in the bare frame of its fallback', async () => {
  load.mockResolvedValueOnce({ default: Exploding });
  show(entry('forgot-password', 'light'), '/forgot-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('This page failed to display');
  expect(screen.getByRole('link', { name: 'QA Career home' })).toBeInTheDocument();
  expect(skipLinks()).toHaveLength(1);
});

it('a page in the site frame adds none: the page wrapper around it has the one skip link', async () => {
  load.mockResolvedValueOnce({ default: Exploding });
  show(entry('courses', 'light'), '/courses');
  expect(await screen.findByRole('alert')).toHaveTextContent('This page failed to display');
  expect(skipLinks()).toHaveLength(0);
});
