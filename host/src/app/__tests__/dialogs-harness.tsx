import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { AppConfig } from '@qa/shared/kernel/config/app-config';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { Link, useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter } from '@qa/testing/router';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { demoUser } from '@qa/testing/tokens';
import { GlobalDialogs } from '../GlobalDialogs';
import { useDialogStore } from '../../dialogs/dialog-store';

export const testConfig: AppConfig = {
  remotes: { marketing: '', platform: '', auth: '' },
  api: { main: 'http://api.test', blog: 'http://api.test/wp', cms: 'http://api.test/api', geolocation: '' },
  chatWidgetUrl: '',
  communityUrl: '',
  tagManagerId: 'GTM-TEST',
  tagManagerUrl: 'http://api.test/gtm.js',
};

const initialAuth = useAuthStore.getState();
const initialDialogs = useDialogStore.getState();

/** A clean browser: no stored values, no session, no dialog flags. */
export function resetBrowser() {
  Object.values(storageKeys).forEach((key) => localStore.remove(key));
  Object.values(sessionKeys).forEach((key) => sessionStore.remove(key));
  useAuthStore.setState(initialAuth, true);
  useDialogStore.setState(initialDialogs, true);
}

export const chooseCookies = (value: 'true' | 'false') => localStore.setString(storageKeys.euCookieState, value);

export function signInAs(user: Partial<CurrentUser> = {}) {
  useAuthStore.getState().setSession({ accessToken: 't', user: { ...demoUser, ...user } });
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The host's dialogs at `path`, with links to move around in the app and optional page parts (the footer). */
export function renderDialogs(path = '/', page: ReactNode = null) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <nav>
          <Link to="/posts">Blog</Link>
          <Link to="/thank-you/webinar">Thank you</Link>
        </nav>
        <Where />
        {page}
        <GlobalDialogs />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

/** Lets the lazy chunks settle without moving the fake clock. */
export async function settle() {
  for (let round = 0; round < 5; round += 1) {
    await act(async () => {
      await Promise.resolve();
    });
  }
}

/** Lets time pass on the fake clock, then the lazy chunks settle. */
export async function wait(ms: number) {
  await settle();
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
  await settle();
}

export const dialog = (name: string | RegExp) => screen.queryByRole('dialog', { name });
