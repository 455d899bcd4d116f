import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useRoutes } from '@qa/shared/kernel/routing/router';
import { AppRouter } from '../App';

// A page that is still loading its code: it suspends until the test ends.
const never = new Promise<never>(() => {});
function LoadingPage(): never {
  throw never;
}

function Routes() {
  return useRoutes([
    { path: '/', element: <Link to="/next">Next page</Link> },
    { path: '/next', element: <LoadingPage /> },
  ]);
}

it('a click renders the new page at once, not as a transition: a page still loading shows its spinner, the old page goes', async () => {
  window.history.replaceState(null, '', '/');
  render(
    <AppRouter>
      {/* Already showing the first page, as the frame's boundary is (RootLayout, PageWrapper). */}
      <Suspense fallback={<p role="status">Loading the page</p>}>
        <Routes />
      </Suspense>
    </AppRouter>,
  );
  await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
  // As a transition, React would keep the old page on screen, with no sign of the click, until the new one is ready.
  expect(screen.getByRole('status')).toHaveTextContent('Loading the page');
  expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  expect(window.location.pathname).toBe('/next');
});
