import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { Route, Routes } from '@qa/testing/router';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { mockApiConfig, notFoundHandler } from '@qa/testing/mock-api';
import { renderInHost } from '@qa/testing/render-probe';
import { makeAccessToken } from '@qa/testing/tokens';
import { marketingHandlers } from './fixtures';

configure({ asyncUtilTimeout: 3000 });

/** msw for a page test file: the realistic handlers, then 404 for anything else; `server.use` overrides. */
export function startApi(...extra: RequestHandler[]) {
  const server = setupServer(...extra, ...marketingHandlers, notFoundHandler);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders one page at `url` inside the host's providers, with a probe of the current location. */
export function renderPage(path: string, page: ReactElement, url = path, ui: RouteEntry['ui'] = 'light') {
  return renderInHost(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    url,
    ui,
  );
}

export const location = () => screen.getByTestId('location').textContent;

export function resetWorld() {
  localStore.remove(...Object.values(storageKeys));
  sessionStore.remove(...Object.values(sessionKeys));
  useAuthStore.setState({
    accessToken: null,
    user: null,
    isAuthLoading: false,
    nextPath: null,
    isCheckoutPopupOpen: false,
    currentSubscription: null,
  });
  setAppConfig(mockApiConfig);
}

export function signInAs(fields: Record<string, unknown> = {}) {
  const accessToken = makeAccessToken({ id: 1, fullName: 'Demo Learner', ...fields });
  useAuthStore.setState({ accessToken, user: decodeUser(accessToken) });
}

/** A promise that never settles: a request that stays in flight, for loading states. */
export const never = () => new Promise<never>(() => undefined);
