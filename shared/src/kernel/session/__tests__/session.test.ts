import { QueryClient } from '@tanstack/react-query';
import { ApiError, SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import * as session from '@qa/shared/kernel/session/session';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { postLogout, postRefresh } from '@qa/shared/kernel/session/session-requests';
import type { Subscription } from '@qa/shared/kernel/entities/subscription';
import { setQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';
import { notify } from '@qa/shared/kernel/toast/toast-bus';

jest.mock('@qa/shared/kernel/session/session-requests', () => ({ postRefresh: jest.fn(), postLogout: jest.fn() }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

const refreshMock = postRefresh as jest.Mock;
const logoutMock = postLogout as jest.Mock;
const subscription: Subscription = {
  id: 1,
  plan: { id: 2, isFree: false, name: 'Monthly', period: 'month', price: 29 },
};
const every = Object.values(storageKeys);
const initial = useAuthStore.getState();

function fillStorage() {
  for (const key of every) localStore.setString(key, `v-${key}`);
}
const storedKeys = () => every.filter((key) => localStore.getString(key) !== null).sort();
const without = (...keys: string[]) => every.filter((key) => !keys.includes(key)).sort();
const signIn = () => session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });

beforeEach(() => {
  localStore.remove(...every);
  useAuthStore.setState(initial, true);
  logoutMock.mockResolvedValue(undefined);
});

describe('sign-in', () => {
  it('logged out → logged in: decodes the user, stores the refresh token, removes sub, createProfileToken, multipleUsageToken and authWithText only', () => {
    fillStorage();
    expect(signIn()).toBe(true);
    expect(useAuthStore.getState()).toMatchObject({ user: demoUser, isAuthLoading: false });
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    expect(storedKeys()).toEqual(
      without(
        storageKeys.sub,
        storageKeys.createProfileToken,
        storageKeys.multipleUsageToken,
        storageKeys.authWithText,
      ),
    );
  });

  it('a refreshed session (already signed in) does not remove the sign-in keys again', () => {
    signIn();
    localStore.setString(storageKeys.sub, 'kept');
    signIn();
    expect(localStore.getString(storageKeys.sub)).toBe('kept');
  });

  it.each([
    ['a malformed access token', 'not-a-jwt'],
    ['an expired access token', makeAccessToken({ exp: Math.floor(Date.now() / 1000) - 10 })],
    [
      'a token without the user claims',
      `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1"}').toString('base64url')}.x`,
    ],
  ])('%s leaves the site signed out and returns false', (_name, accessToken) => {
    localStore.setString(storageKeys.refreshToken, 'r0');
    expect(session.signIn({ accessToken, refreshToken: 'r1' })).toBe(false);
    expect(useAuthStore.getState()).toMatchObject({ user: null, accessToken: null });
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });
});

describe('refresh after a 401', () => {
  it('any number of callers share one refresh and get the new access token', async () => {
    signIn();
    const next = makeAccessToken({ fullName: 'New' });
    refreshMock.mockResolvedValue({ accessToken: next, refreshToken: 'r2' });
    const tokens = await Promise.all(Array.from({ length: 5 }, () => session.refreshAfterUnauthorized()));
    expect(tokens).toEqual(Array(5).fill(next));
    expect(refreshMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user?.fullName).toBe('New');
  });

  it('a refused refresh logs out once', async () => {
    signIn();
    refreshMock.mockRejectedValue(new ApiError('Refused.', 'http', 401));
    const tokens = await Promise.all(Array.from({ length: 5 }, () => session.refreshAfterUnauthorized()));
    expect(tokens).toEqual(Array(5).fill(null));
    expect(logoutMock).toHaveBeenCalledTimes(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it('an outage keeps the session and its token and says so', async () => {
    signIn();
    refreshMock.mockRejectedValue(new ApiError('Could not reach the server.', 'network'));
    await expect(session.refreshAfterUnauthorized()).resolves.toBeNull();
    expect(logoutMock).not.toHaveBeenCalled();
    expect(useAuthStore.getState().user).not.toBeNull();
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    expect(notify).toHaveBeenCalledWith(SESSION_OUTAGE_MESSAGE, { variant: 'error' });
    await session.logout(); // stops the retry the outage scheduled
  });
});

describe('logout', () => {
  it('posts the access token and clears exactly the logout keys, plus redirectPath (becoming unauthenticated)', async () => {
    signIn();
    fillStorage();
    const token = useAuthStore.getState().accessToken;
    await expect(session.logout()).resolves.toBe(true);
    expect(logoutMock).toHaveBeenCalledWith(token);
    expect(storedKeys()).toEqual(
      without(
        storageKeys.refreshToken,
        storageKeys.webinars,
        storageKeys.sub,
        storageKeys.createProfileToken,
        storageKeys.multipleUsageToken,
        storageKeys.isFreePayment,
        storageKeys.externalLink,
        storageKeys.redirectPath,
      ),
    );
    expect(useAuthStore.getState()).toMatchObject({ accessToken: null, user: null });
  });

  it('also forgets the per-tab traces: the last-visited path and a social sign-in in progress', async () => {
    signIn();
    for (const key of Object.values(sessionKeys)) sessionStore.setString(key, 'x');
    await session.logout();
    expect(sessionStore.getString(sessionKeys.lastVisitedPath)).toBeNull();
    expect(sessionStore.getString(sessionKeys.oauthState)).toBeNull();
    expect(sessionStore.getString(sessionKeys.newSocialUser)).toBeNull();
  });

  it('clears every cached query', async () => {
    const client = new QueryClient();
    setQueryClient(client);
    client.setQueryData(['users', 7], { id: 7 });
    signIn();
    await session.logout();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    setQueryClient(null);
  });

  it('clears the current subscription and the checkout-popup flag', async () => {
    signIn();
    useAuthStore.getState().setCurrentSubscription(subscription);
    useAuthStore.getState().setCheckoutPopupOpen(true);
    await session.logout();
    expect(useAuthStore.getState()).toMatchObject({ currentSubscription: null, isCheckoutPopupOpen: false });
  });

  it('a failed logout request shows the server message and still signs out', async () => {
    signIn();
    logoutMock.mockRejectedValue(new ApiError('The server is busy.', 'http', 503));
    await expect(session.logout()).resolves.toBe(false);
    expect(notify).toHaveBeenCalledWith('The server is busy.', { variant: 'error' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('drawer logout saves the current path as redirectPath and clears the current course', async () => {
    signIn();
    fillStorage();
    await session.drawerLogout('/courses/qa-fundamentals?tab=2');
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses/qa-fundamentals?tab=2');
    expect(localStore.getString(storageKeys.currentCourseId)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('drawer logout that fails does not save redirectPath', async () => {
    signIn();
    logoutMock.mockRejectedValue(new Error('nope'));
    await session.drawerLogout('/dashboard');
    expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
  });
});

describe('other tabs', () => {
  it('another tab logging out (refresh token removed) signs this tab out without touching storage', () => {
    signIn();
    localStore.setString(storageKeys.redirectPath, '/dashboard');
    const stop = session.syncSessionAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: null }));
    stop();
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/dashboard');
  });

  it('another tab signing in (refresh token set while this tab is signed out) restores the session here', async () => {
    localStore.setString(storageKeys.refreshToken, 'r-other-tab');
    refreshMock.mockResolvedValue({ accessToken: makeAccessToken(), refreshToken: 'r2' });
    const stop = session.syncSessionAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: 'r-other-tab' }));
    stop();
    await new Promise((r) => setTimeout(r, 0));
    expect(refreshMock).toHaveBeenCalledWith('r-other-tab');
    expect(useAuthStore.getState().user).toEqual(demoUser);
  });

  it('another tab rotating the refresh token does not sign this tab out', () => {
    signIn();
    const stop = session.syncSessionAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: 'r2' }));
    stop();
    expect(useAuthStore.getState().user).not.toBeNull();
  });
});
