import { SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';
import { freshSession, fakeClockAndEmptyStorage, type FreshSession } from './fresh-session';

jest.mock('@qa/shared/kernel/session/session-requests', () => ({ postRefresh: jest.fn(), postLogout: jest.fn() }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

fakeClockAndEmptyStorage();

const down = (page: FreshSession) => new page.errors.ApiError('Down.', 'http', 503);
const session = () => ({ accessToken: makeAccessToken(), refreshToken: 'r-new' });

/** A page whose session start met an outage: reconnecting, signed out, token kept, a retry waiting. */
async function startedDuringOutage(): Promise<FreshSession> {
  localStore.setString(storageKeys.refreshToken, 'r1');
  const page = freshSession();
  page.refresh.mockRejectedValue(down(page));
  await expect(page.session.startSession('/dashboard')).resolves.toBe('reconnecting');
  expect(page.store.getState().isReconnecting).toBe(true);
  return page;
}

const wait = (ms: number) => jest.advanceTimersByTimeAsync(ms);

describe('after an outage the refresh is tried again', () => {
  it('at 5 s, 15 s, 30 s, then every minute, and the session comes back at the first success', async () => {
    const page = await startedDuringOutage();
    expect(page.refresh).toHaveBeenCalledTimes(1);
    await wait(4_999);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    await wait(1);
    expect(page.refresh).toHaveBeenCalledTimes(2);
    await wait(15_000);
    expect(page.refresh).toHaveBeenCalledTimes(3);
    await wait(30_000);
    expect(page.refresh).toHaveBeenCalledTimes(4);
    await wait(60_000);
    expect(page.refresh).toHaveBeenCalledTimes(5);
    page.refresh.mockResolvedValue(session());
    await wait(60_000);
    expect(page.refresh).toHaveBeenCalledTimes(6);
    expect(page.refresh).toHaveBeenLastCalledWith('r1');
    expect(page.store.getState().user).toEqual(demoUser);
    expect(page.store.getState().isReconnecting).toBe(false);
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r-new');
    // Restored: no more tries, and the outage was told once.
    await wait(10 * 60_000);
    expect(page.refresh).toHaveBeenCalledTimes(6);
    expect(page.notify.mock.calls.filter(([message]) => message === SESSION_OUTAGE_MESSAGE)).toHaveLength(1);
  });

  it('at once when the browser comes back online', async () => {
    const page = await startedDuringOutage();
    page.refresh.mockResolvedValue(session());
    window.dispatchEvent(new Event('online'));
    await wait(0);
    expect(page.refresh).toHaveBeenCalledTimes(2);
    expect(page.store.getState().user).toEqual(demoUser);
  });

  it('after a 401 outage too: the signed-in user gets a fresh access token', async () => {
    const page = freshSession();
    page.session.signIn({ accessToken: makeAccessToken({ fullName: 'Old' }), refreshToken: 'r1' });
    page.refresh.mockRejectedValue(down(page));
    await page.session.refreshAfterUnauthorized();
    page.refresh.mockResolvedValue({ accessToken: makeAccessToken({ fullName: 'New' }), refreshToken: 'r2' });
    await wait(5_000);
    expect(page.store.getState().user?.fullName).toBe('New');
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r2');
  });
});

describe('the retries stop', () => {
  it('on a refusal: the session is forgotten as a refusal at start is, and reconnecting ends', async () => {
    const page = await startedDuringOutage();
    page.refresh.mockRejectedValue(new page.errors.ApiError('Refused.', 'http', 401));
    await wait(5_000);
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
    expect(page.store.getState()).toMatchObject({ user: null, isReconnecting: false });
    await wait(10 * 60_000);
    expect(page.refresh).toHaveBeenCalledTimes(2);
  });

  it('on a refusal while signed in: the user is logged out', async () => {
    const page = freshSession();
    page.session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });
    page.refresh.mockRejectedValue(down(page));
    await page.session.refreshAfterUnauthorized();
    page.refresh.mockRejectedValue(new page.errors.ApiError('Refused.', 'http', 400));
    await wait(5_000);
    expect(page.logoutRequest).toHaveBeenCalledTimes(1);
    expect(page.store.getState().user).toBeNull();
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it('on logout', async () => {
    const page = freshSession();
    page.session.signIn({ accessToken: makeAccessToken(), refreshToken: 'r1' });
    page.refresh.mockRejectedValue(down(page));
    await page.session.refreshAfterUnauthorized();
    await page.session.logout();
    window.dispatchEvent(new Event('online'));
    await wait(10 * 60_000);
    expect(page.refresh).toHaveBeenCalledTimes(1);
  });

  it('when no refresh token is stored any more (another tab logged out)', async () => {
    const page = await startedDuringOutage();
    localStore.remove(storageKeys.refreshToken);
    await wait(10 * 60_000);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    expect(page.store.getState().isReconnecting).toBe(false);
  });

  it('when the visitor signs in by hand meanwhile', async () => {
    const page = await startedDuringOutage();
    page.session.signIn(session());
    await wait(10 * 60_000);
    expect(page.refresh).toHaveBeenCalledTimes(1);
    expect(page.store.getState().isReconnecting).toBe(false);
  });
});
