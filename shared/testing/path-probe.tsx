/** Where a click led, for tests of links and redirects outside the host's providers. */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter } from '@qa/testing/router';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

/** Shows the current path (`getByTestId('where')`). */
export function PathProbe() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** Renders `ui` in a memory router at `path` with the path probe after it; the test's user-event session. */
export function renderAtPath(path: string, ui: ReactNode) {
  render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <PathProbe />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const signedOut = useAuthStore.getState();

/** Signed out with nothing stored, as a first visit. */
export function resetToFirstVisit() {
  Object.values(storageKeys).forEach((key) => localStore.remove(key));
  useAuthStore.setState(signedOut, true);
}
