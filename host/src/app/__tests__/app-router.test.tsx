import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useRoutes } from '@qa/shared/kernel/routing/router';
import { AppRouter } from '../App';
import { pageReadyFor } from '../../federation/link-preload';

// What a click waits for: nothing, unless a test says otherwise (link-preload.test.ts tests the real one).
jest.mock('../../federation/link-preload', () => ({ pageReadyFor: jest.fn(() => null) }));

// A page that is still loading its code: it suspends until the test ends.
const never = new Promise<never>(() => {});
function LoadingPage(): never {
  throw never;
}

function Routes() {
  return useRoutes([
    {
      path: '/',
      element: (
        <>
          <Link to="/next">Next page</Link>
          <Link to="/paths">Career paths</Link>
        </>
      ),
    },
    { path: '/next', element: <LoadingPage /> },
    { path: '/paths', element: <h1>Career Paths</h1> },
  ]);
}

function renderApp() {
  window.history.replaceState(null, '', '/');
  render(
    <AppRouter>
      {/* Already showing the first page, as the frame's boundary is (RootLayout, PageWrapper). */}
      <Suspense fallback={<p role="status">Loading the page</p>}>
        <Routes />
      </Suspense>
    </AppRouter>,
  );
}

afterEach(() => document.querySelector('.qa-nav-pending')?.remove());

it('a click renders the new page at once, not as a transition: a page still loading shows its spinner, the old page goes', async () => {
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  // As a transition, React would keep the old page on screen, with no sign of the click, until the new one is ready.
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
  expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/next');
});

it('a click to a remote page whose code is on its way keeps the old page, with the bar, until that code is in', async () => {
  let arrive!: () => void;
  jest
    .mocked(pageReadyFor)
    .mockImplementation((href) => (href === '/paths' ? new Promise<void>((resolve) => (arrive = resolve)) : null));
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: 'Career paths' }));
  expect(pageReadyFor).toHaveBeenCalledWith('/paths');
  expect(window.location.pathname).toBe('/');
  expect(screen.getByRole('link', { name: 'Career paths' })).toBeInTheDocument();
  expect(document.querySelector('.qa-nav-pending')).not.toBeNull();

  await act(async () => arrive());
  expect(screen.getByRole('heading', { name: 'Career Paths' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/paths');
  expect(document.querySelector('.qa-nav-pending')).toBeNull();
});
