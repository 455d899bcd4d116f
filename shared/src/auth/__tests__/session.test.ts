import { refreshSession } from '@qa/shared/api/auth';
import { useAuthStore } from '@qa/shared/auth/auth-store';
import { resetSessionStart, startSession } from '@qa/shared/auth/session';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { demoUser, makeAccessToken } from '@qa/shared/test-utils/tokens';
import { notify } from '@qa/shared/ui/toast';

jest.mock('@qa/shared/api/auth', () => ({ refreshSession: jest.fn() }));
jest.mock('@qa/shared/ui/toast', () => ({ notify: jest.fn() }));

const refreshMock = refreshSession as jest.Mock;
const initial = useAuthStore.getState();
const rejected = (status: number | null, message: string) =>
  Object.assign(new Error(message), {
    isAxiosError: true,
    response: status ? { status, data: { message } } : undefined,
  });

function start() {
  const navigate = jest.fn();
  return { navigate, done: startSession({ currentPath: () => '/profile/plan?x=1', navigate }) };
}

beforeEach(() => {
  localStore.remove(...Object.values(storageKeys));
  useAuthStore.setState(initial, true);
  resetSessionStart();
});

describe('session start (spec §4)', () => {
  it('without a stored refresh token it makes no request and is not loading', async () => {
    await start().done;
    expect(refreshMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().isAuthLoading).toBe(false);
  });

  it('with a stored refresh token it is loading until the refresh answers, then the user is set', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    let answer: () => void = () => {};
    refreshMock.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          answer = () => {
            useAuthStore.getState().setSession({ accessToken: makeAccessToken(), refreshToken: 'r2' });
            resolve();
          };
        }),
    );
    const { done } = start();
    expect(useAuthStore.getState().isAuthLoading).toBe(true);
    await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
    answer();
    await done;
    expect(useAuthStore.getState()).toMatchObject({ user: demoUser, isAuthLoading: false });
  });

  it('a failed refresh shows the server message persistently, saves redirectPath and goes to /login', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    refreshMock.mockRejectedValue(rejected(401, 'The refresh token is not valid. Please sign in again.'));
    const { navigate, done } = start();
    await done;
    expect(notify).toHaveBeenCalledWith('The refresh token is not valid. Please sign in again.', {
      variant: 'error',
      persist: true,
    });
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/profile/plan?x=1');
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(useAuthStore.getState()).toMatchObject({ user: null, isAuthLoading: false });
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it('a network failure keeps the refresh token for the next visit', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    refreshMock.mockRejectedValue(rejected(null, 'Network Error'));
    await start().done;
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    expect(useAuthStore.getState().isAuthLoading).toBe(false);
  });

  it('starting twice (StrictMode) spends the refresh token once', async () => {
    localStore.setString(storageKeys.refreshToken, 'r1');
    refreshMock.mockResolvedValue(undefined);
    await Promise.all([start().done, start().done]);
    expect(refreshMock).toHaveBeenCalledTimes(1);
  });
});
