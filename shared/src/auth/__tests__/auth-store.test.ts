import { QueryClient } from '@tanstack/react-query';
import { logoutRequest } from '@qa/shared/api/auth';
import { syncLogoutAcrossTabs, useAuthStore } from '@qa/shared/auth/auth-store';
import type { Subscription } from '@qa/shared/entities/subscription';
import { setQueryClient } from '@qa/shared/query/query-client';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { demoUser, makeAccessToken } from '@qa/shared/test-utils/tokens';
import { notify } from '@qa/shared/ui/toast';

jest.mock('@qa/shared/api/auth', () => ({ logoutRequest: jest.fn() }));
jest.mock('@qa/shared/ui/toast', () => ({ notify: jest.fn() }));

const logoutMock = logoutRequest as jest.Mock;
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

function signIn() {
  useAuthStore.getState().setSession({ accessToken: makeAccessToken(), refreshToken: 'r1' });
}

beforeEach(() => {
  localStore.remove(...Object.values(storageKeys));
  useAuthStore.setState(initial, true);
  logoutMock.mockResolvedValue(undefined);
});

describe('auth store (spec §4)', () => {
  it('logged out → logged in: decodes the user, stores the refresh token, removes sub, createProfileToken and multipleUsageToken only', () => {
    fillStorage();
    signIn();
    const state = useAuthStore.getState();
    expect(state.user).toEqual(demoUser);
    expect(state.isAuthLoading).toBe(false);
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
    expect(storedKeys()).toEqual(
      without(storageKeys.sub, storageKeys.createProfileToken, storageKeys.multipleUsageToken),
    );
  });

  it('a refreshed session (already signed in) does not remove the sign-in keys again', () => {
    signIn();
    localStore.setString(storageKeys.sub, 'kept');
    signIn();
    expect(localStore.getString(storageKeys.sub)).toBe('kept');
  });

  it('a malformed access token leaves the site signed out', () => {
    localStore.setString(storageKeys.refreshToken, 'r0');
    useAuthStore.getState().setSession({ accessToken: 'not-a-jwt', refreshToken: 'r1' });
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it('an expired access token leaves the site signed out', () => {
    const expired = makeAccessToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    useAuthStore.getState().setSession({ accessToken: expired, refreshToken: 'r1' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('a token without the user claims leaves the site signed out', () => {
    const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
    useAuthStore
      .getState()
      .setSession({ accessToken: `${b64({ alg: 'none' })}.${b64({ sub: '1' })}.x`, refreshToken: 'r' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('logout posts the access token and clears exactly the keys of spec §4, plus redirectPath (becoming unauthenticated)', async () => {
    signIn();
    fillStorage();
    const token = useAuthStore.getState().accessToken;
    await useAuthStore.getState().logout();
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

  it('logout clears every cached query', async () => {
    const client = new QueryClient();
    setQueryClient(client);
    client.setQueryData(['users', 7], { id: 7 });
    signIn();
    await useAuthStore.getState().logout();
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    setQueryClient(null);
  });

  it('becoming unauthenticated clears the current subscription and the checkout-popup flag', async () => {
    signIn();
    useAuthStore.getState().setCurrentSubscription(subscription);
    useAuthStore.getState().setCheckoutPopupOpen(true);
    await useAuthStore.getState().logout();
    expect(useAuthStore.getState()).toMatchObject({ currentSubscription: null, isCheckoutPopupOpen: false });
  });

  it('a failed logout request shows the server message and still signs out', async () => {
    signIn();
    logoutMock.mockRejectedValue(new Error('The server is busy.'));
    await useAuthStore.getState().logout();
    expect(notify).toHaveBeenCalledWith('The server is busy.', { variant: 'error' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('drawer logout saves the current path as redirectPath and clears the current course', async () => {
    signIn();
    fillStorage();
    await useAuthStore.getState().drawerLogout('/courses/qa-fundamentals?tab=2');
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses/qa-fundamentals?tab=2');
    expect(localStore.getString(storageKeys.currentCourseId)).toBeNull();
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('drawer logout that fails does not save redirectPath', async () => {
    signIn();
    logoutMock.mockRejectedValue(new Error('nope'));
    await useAuthStore.getState().drawerLogout('/dashboard');
    expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
  });

  it('ending a session that never started keeps redirectPath (the refresh-failure path saves it)', () => {
    localStore.setString(storageKeys.redirectPath, '/profile');
    useAuthStore.getState().endSession();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/profile');
  });

  it('another tab logging out (refresh token removed) signs this tab out without touching storage', () => {
    signIn();
    localStore.setString(storageKeys.redirectPath, '/dashboard');
    const stop = syncLogoutAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: null }));
    stop();
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/dashboard');
  });

  it('another tab rotating the refresh token does not sign this tab out', () => {
    signIn();
    const stop = syncLogoutAcrossTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.refreshToken, newValue: 'r2' }));
    stop();
    expect(useAuthStore.getState().user).not.toBeNull();
  });
});
