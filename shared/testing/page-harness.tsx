/**
 * What every remote's page tests need around a page: a route with a location probe inside the
 * host's providers, a clean session and storage before each test, a signed-in learner, msw with the
 * remote's realistic handlers (`page-api.ts`), and promises a test settles (or never) to hold a request in flight.
 * A remote's own `__tests__/test-helpers.tsx` keeps only what is its own (its handlers, its fields).
 */
import type { ReactElement } from 'react';
import { configure, screen } from '@testing-library/react';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import { useLocation } from '@qa/shared/kernel/routing/router';
import type { RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { mockApiConfig } from '@qa/testing/mock-api-config';
import { renderInHost } from '@qa/testing/render-probe';
import { Route, Routes } from '@qa/testing/router';
import { makeAccessToken } from '@qa/testing/tokens';

// A cold jest worker transforms Chakra on first render: give the first screens time.
configure({ asyncUtilTimeout: 3000 });

/** Shows where the app went, so a test can assert navigations. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders one page at `url` inside the host's providers, with a probe of the current location. */
export function renderPage(path: string, page: ReactElement, url = path, ui?: RouteEntry['ui']) {
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

/** The path and query the location probe shows. */
export const location = () => screen.getByTestId('location').textContent;

/** Signed out, nothing stored, every API base on the mock origin. */
export function resetWorld(config: AppConfig = mockApiConfig) {
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
  setAppConfig(config);
}

/** A signed-in learner (id 1, "Demo Learner") as the session service would leave the store. */
export function signInAs(fields: Record<string, unknown> = {}) {
  const accessToken = makeAccessToken({ id: 1, fullName: 'Demo Learner', ...fields });
  useAuthStore.setState({ accessToken, user: decodeUser(accessToken) });
}

/** A promise the test settles when it wants (to hold a request "in flight"). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A promise that never settles: a request that stays in flight, for loading states. */
export const never = () => new Promise<never>(() => undefined);
