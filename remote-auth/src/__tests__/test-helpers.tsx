import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { renderInHost } from '@qa/testing/render-probe';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { Route, Routes } from '@qa/testing/router';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { makeAccessToken } from '@qa/testing/tokens';

/** The text input labelled `name` (a password field's label also names its show/hide button). */
export const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

export const tokens = () => ({ accessToken: makeAccessToken(), refreshToken: 'refresh-token-1' });

/** Shows where the app went, so a test can assert navigations. */
function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

/** Renders one auth page at `url` inside the host's providers, with a probe of the current location. */
export function renderPage(path: string, page: ReactElement, url = path) {
  return renderInHost(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </>,
    url,
  );
}

export function resetWorld() {
  localStore.remove(...Object.values(storageKeys));
  sessionStore.remove(...Object.values(sessionKeys));
  useAuthStore.setState({
    accessToken: null,
    user: null,
    isAuthLoading: false,
    nextPath: null,
    isCheckoutPopupOpen: false,
  });
  setAppConfig({
    remotes: {},
    api: {
      main: 'http://api.test',
      blog: 'http://api.test/wp-json/wp/v2',
      cms: 'http://api.test/api',
      geolocation: '',
    },
    chatWidgetUrl: '',
    communityUrl: 'https://example.com/community',
  } as unknown as AppConfig);
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
