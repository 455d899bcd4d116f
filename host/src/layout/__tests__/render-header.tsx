import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { Header } from '../Header';

/** Shows the current path, for a test to read where a click led (`getByTestId('path')`). */
function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

/** The landing header at `path`, with the path shown beside it; the test's user-event session. */
export function renderHeader(path = '/events') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[path]}>
      <Header variant="landing" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

/** The header at `path` with its drawer opened by the burger (its code loads on the first open). */
export async function openDrawer(path?: string) {
  const { user } = renderHeader(path);
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
}
