import { ApiError, isSessionRefused, SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { makeAccessToken } from '@qa/testing/tokens';
import { freshSession, fakeClockAndEmptyStorage, type FreshSession } from './fresh-session';

jest.mock('@qa/shared/kernel/session/session-requests', () => ({ postRefresh: jest.fn(), postLogout: jest.fn() }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

fakeClockAndEmptyStorage();

type Outage = (page: FreshSession) => void;
const rejectWith =
  (make: (errors: FreshSession['errors']) => Error): Outage =>
  (page) =>
    page.refresh.mockRejectedValue(make(page.errors));

// Built from the page's own ApiError class: the session service tells them apart with instanceof.
const outages: [string, Outage][] = [
  ['a network failure', rejectWith((e) => new e.ApiError(e.NETWORK_MESSAGE, 'network'))],
  ['our time limit', rejectWith((e) => new e.ApiError(e.TIMEOUT_MESSAGE, 'timeout'))],
  ['a 503', rejectWith((e) => new e.ApiError('Down for maintenance.', 'http', 503))],
  ['a 500 without a message', rejectWith((e) => e.httpError(500, '<html>oops</html>'))],
  [
    'a 200 that is not a session',
    rejectWith((e) => new e.ApiError(e.INVALID_SESSION_MESSAGE, 'invalid-response', 200)),
  ],
  [
    'a 200 whose access token cannot be read',
    (page) => page.refresh.mockResolvedValue({ accessToken: 'x', refreshToken: 'r2' }),
  ],
];

describe('an outage at session start', () => {
  it.each(outages)(
    '%s keeps the token, shows the one outage message until dismissed and reconnects instead of sending the visitor to sign in',
    async (_name, outage) => {
      localStore.setString(storageKeys.refreshToken, 'r1');
      const page = freshSession();
      outage(page);
      await expect(page.session.startSession('/courses?tab=2')).resolves.toBe('reconnecting');
      expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
      expect(page.notify.mock.calls).toEqual([[SESSION_OUTAGE_MESSAGE, { variant: 'error', persist: true }]]);
      // the visitor stays on the page they asked for: nothing to come back to after a login form
      expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
      expect(page.store.getState()).toMatchObject({ user: null, isAuthLoading: false, isReconnecting: true });
      await page.session.logout();
    },
  );
});

describe('an outage when a call was answered 401', () => {
  it.each(outages)(
    '%s keeps the user signed in with the token and shows the one outage message',
    async (_name, outage) => {
      const page = freshSession();
      page.session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });
      outage(page);
      await expect(page.session.refreshAfterUnauthorized()).resolves.toBeNull();
      expect(localStore.getString(storageKeys.refreshToken)).toBe('r1');
      expect(page.store.getState().user).not.toBeNull();
      expect(page.logoutRequest).not.toHaveBeenCalled();
      expect(page.notify.mock.calls).toEqual([[SESSION_OUTAGE_MESSAGE, { variant: 'error' }]]);
      await page.session.logout();
    },
  );

  it('calls that keep failing during the same outage do not repeat the message', async () => {
    const page = freshSession();
    page.session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });
    page.refresh.mockRejectedValue(new page.errors.ApiError('down', 'http', 502));
    await page.session.refreshAfterUnauthorized();
    await page.session.refreshAfterUnauthorized();
    expect(page.notify).toHaveBeenCalledTimes(1);
    await page.session.logout();
  });

  it('a refusal still logs out, with no outage message', async () => {
    const page = freshSession();
    page.session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });
    page.refresh.mockRejectedValue(new page.errors.ApiError('Refused.', 'http', 401));
    await expect(page.session.refreshAfterUnauthorized()).resolves.toBeNull();
    expect(page.logoutRequest).toHaveBeenCalledTimes(1);
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
    expect(page.notify).not.toHaveBeenCalledWith(SESSION_OUTAGE_MESSAGE, expect.anything());
  });
});

describe('isSessionRefused', () => {
  it.each([400, 401])('a %s answer is a refusal', (status) => {
    expect(isSessionRefused(new ApiError('No.', 'http', status))).toBe(true);
  });

  it.each([
    ['a 403', new ApiError('Forbidden.', 'http', 403)],
    ['a 500', new ApiError('Oops.', 'http', 500)],
    ['a 503', new ApiError('Down.', 'http', 503)],
    ['a network failure', new ApiError('Offline.', 'network')],
    ['a timeout', new ApiError('Slow.', 'timeout')],
    ['a 200 that is not a session', new ApiError('Not a session.', 'invalid-response', 200)],
    ['a plain Error', new Error('boom')],
    ['a thrown string', '401'],
    ['an object that only looks like a 401', { kind: 'http', status: 401 }],
  ])('%s is not a refusal', (_name, error) => {
    expect(isSessionRefused(error)).toBe(false);
  });
});
