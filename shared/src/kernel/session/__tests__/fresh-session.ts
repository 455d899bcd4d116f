/**
 * A new page's session service, as a page load would give it: fresh modules (so no retry or
 * flight left over from another test), the two requests and the toast bus mocked. The test
 * file must mock `session-requests` and `toast-bus` itself (jest hoists those calls per file).
 */
import type * as apiError from '@qa/shared/kernel/errors/api-error';
import type * as sessionModule from '@qa/shared/kernel/session/session';
import type { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

export interface FreshSession {
  session: typeof sessionModule;
  errors: typeof apiError;
  store: typeof useAuthStore;
  refresh: jest.Mock;
  logoutRequest: jest.Mock;
  notify: jest.Mock;
}

export function freshSession(): FreshSession {
  let page: FreshSession | undefined;
  jest.isolateModules(() => {
    const requests = jest.requireMock<{ postRefresh: jest.Mock; postLogout: jest.Mock }>(
      '@qa/shared/kernel/session/session-requests',
    );
    page = {
      session: jest.requireActual<typeof sessionModule>('@qa/shared/kernel/session/session'),
      errors: jest.requireActual<typeof apiError>('@qa/shared/kernel/errors/api-error'),
      store: jest.requireActual<{ useAuthStore: typeof useAuthStore }>('@qa/shared/kernel/session/auth-store')
        .useAuthStore,
      refresh: requests.postRefresh,
      logoutRequest: requests.postLogout,
      notify: jest.requireMock<{ notify: jest.Mock }>('@qa/shared/kernel/toast/toast-bus').notify,
    };
  });
  if (!page) throw new Error('the session modules did not load');
  page.logoutRequest.mockResolvedValue(undefined);
  return page;
}

/** Every test of the file on fake timers (the retry waits), starting with nothing stored. */
export function fakeClockAndEmptyStorage() {
  beforeEach(() => {
    jest.useFakeTimers();
    localStore.remove(...Object.values(storageKeys));
  });
  afterEach(() => jest.useRealTimers());
}
