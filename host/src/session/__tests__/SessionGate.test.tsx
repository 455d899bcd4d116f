import { act, render, screen } from '@testing-library/react';
import { Link, useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter } from '@qa/testing/router';
import { SessionGate } from '../SessionGate';

jest.mock('@qa/shared/kernel/session/session', () => ({
  startSession: jest.fn(() => Promise.resolve('failed')),
  syncSessionAcrossTabs: jest.fn(() => () => undefined),
}));
jest.mock('../session-toasts', () => ({ watchSessionToasts: () => () => undefined }));

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

it('a session that could not be restored sends the visitor to /login once, not again on every later navigation', async () => {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <SessionGate>
        <Where />
        <Link to="/dashboard">Dashboard</Link>
      </SessionGate>
    </MemoryRouter>,
  );
  expect(await screen.findByText('/login')).toBeInTheDocument();
  // Signed in again (a retry, or the login form): the guard sends the user on, and they stay there.
  await act(async () => screen.getByRole('link', { name: 'Dashboard' }).click());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
});
