import { ApiError, SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import type * as session from '@qa/shared/kernel/session/session';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';
import * as sessionModule from '@qa/shared/kernel/session/session';

jest.mock('@qa/shared/kernel/session/session-requests', () => ({ postRefresh: jest.fn(), postLogout: jest.fn() }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

type Session = typeof session;
type Store = typeof useAuthStore;
const initial = useAuthStore.getState();

beforeEach(() => {
  localStore.remove(...Object.values(storageKeys));
  useAuthStore.setState(initial, true);
});

/** The session starts once per page load: each start test gets fresh modules, as a new page would. */
function newPage() {
  let page = {} as {
    startSession: Session['startSession'];
    logout: Session['logout'];
    ApiError: typeof ApiError;
    store: Store;
    refresh: jest.Mock;
    notify: jest.Mock;
  };
  jest.isolateModules(() => {
    const service = jest.requireActual<Session>('@qa/shared/kernel/session/session');
    page = {
      startSession: service.startSession,
      logout: service.logout,
      ApiError: jest.requireActual<{ ApiError: typeof ApiError }>('@qa/shared/kernel/errors/api-error').ApiError,
      store: jest.requireActual<{ useAuthStore: Store }>('@qa/shared/kernel/session/auth-store').useAuthStore,
      refresh: jest.requireMock<{ postRefresh: jest.Mock }>('@qa/shared/kernel/session/session-requests').postRefresh,
      notify: jest.requireMock<{ notify: jest.Mock }>('@qa/shared/kernel/toast/toast-bus').notify,
    };
  });
  return page;
}

describe('session start', () => {
  it('prepareSession marks a stored session as loading before the first render, and an absent one as not', () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    sessionModule.prepareSession();
    expect(useAuthStore.getState().isAuthLoading).toBe(true);
    localStore.remove(storageKeys.refreshToken);
    sessionModule.prepareSession();
    expect(useAuthStore.getState().isAuthLoading).toBe(false);
    expect(
      jest.requireMock<{ postRefresh: jest.Mock }>('@qa/shared/kernel/session/session-requests').postRefresh,
    ).not.toHaveBeenCalled();
  });

  it('without a stored refresh token it makes no request and is not loading', async () => {
    const page = newPage();
    await expect(page.startSession('/')).resolves.toBe('anonymous');
    expect(page.refresh).not.toHaveBeenCalled();
    expect(page.store.getState().isAuthLoading).toBe(false);
  });

  it('with a stored refresh token it is loading (synchronously) until the refresh answers, then the user is set', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    const page = newPage();
    let answer: () => void = () => {};
    page.refresh.mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = () => resolve({ accessToken: makeAccessToken(), refreshToken: 'r2' });
        }),
    );
    const done = page.startSession('/');
    expect(page.store.getState().isAuthLoading).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    answer();
    await expect(done).resolves.toBe('signed-in');
    expect(page.refresh).toHaveBeenCalledWith('r1');
    expect(page.store.getState()).toMatchObject({ user: demoUser, isAuthLoading: false });
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r2');
  });

  it('a refused refresh shows the server message persistently, saves redirectPath, forgets the token and reports failure', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    const page = newPage();
    page.refresh.mockRejectedValue(
      new page.ApiError('The refresh token is not valid. Please log in again.', 'http', 401),
    );
    await expect(page.startSession('/profile/plan?x=1')).resolves.toBe('failed');
    expect(page.notify).toHaveBeenCalledWith('The refresh token is not valid. Please log in again.', {
      variant: 'error',
      persist: true,
    });
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/profile/plan?x=1');
    expect(page.store.getState()).toMatchObject({ user: null, isAuthLoading: false });
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it.each([
    ['a network failure', new ApiError('Could not reach the server.', 'network')],
    ['a server error', new ApiError('Down for maintenance.', 'http', 503)],
    ['a 200 that is not a session', new ApiError('Not a session.', 'invalid-response', 200)],
  ])('%s keeps the refresh token for a later try and says so', async (_name, error) => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    const page = newPage();
    page.refresh.mockRejectedValue(error);
    await expect(page.startSession('/')).resolves.toBe('reconnecting');
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    expect(page.store.getState().isAuthLoading).toBe(false);
    expect(page.notify).toHaveBeenCalledWith(SESSION_OUTAGE_MESSAGE, { variant: 'error', persist: true });
    await page.logout(); // stops the retry the outage scheduled
  });

  it('a 200 whose access token cannot be read keeps the stored token', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    const page = newPage();
    page.refresh.mockResolvedValue({ accessToken: 'garbage', refreshToken: 'r2' });
    await expect(page.startSession('/')).resolves.toBe('reconnecting');
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    await page.logout();
  });

  it('starting twice (StrictMode) spends the refresh token once', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    const page = newPage();
    page.refresh.mockResolvedValue({ accessToken: makeAccessToken(), refreshToken: 'r2' });
    await Promise.all([page.startSession('/'), page.startSession('/')]);
    expect(page.refresh).toHaveBeenCalledTimes(1);
  });
});
