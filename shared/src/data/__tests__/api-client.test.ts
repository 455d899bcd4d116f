/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import * as client from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { logout, signIn } from '@qa/shared/kernel/session/session';
import { setUserCountry } from '@qa/shared/kernel/geo/country';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import * as errors from '@qa/shared/kernel/errors/api-error';
import * as appConfig from '@qa/shared/kernel/config/app-config';
import * as country from '@qa/shared/kernel/geo/country';
import * as authStore from '@qa/shared/kernel/session/auth-store';
import * as sessionService from '@qa/shared/kernel/session/session';
import { memoryStorage, makeAccessToken } from '@qa/testing/tokens';

jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

const API = 'http://api.test';
const kernel = {
  'errors/api-error': errors,
  'config/app-config': appConfig,
  'geo/country': country,
  'session/auth-store': authStore,
  'session/session': sessionService,
};
Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });

const config: AppConfig = {
  remotes: { marketing: '', platform: '', auth: '' },
  api: { main: API, blog: `${API}/wp-json/wp/v2`, cms: `${API}/api`, geolocation: `${API}/geo/json` },
  chatWidgetUrl: '',
  communityUrl: '',
};

const oldToken = makeAccessToken({ fullName: 'Old' });
const newToken = makeAccessToken({ fullName: 'New' });
let refreshCalls = 0;
let logoutCalls = 0;
let refreshStatus = 200;

const server = setupServer(
  http.post(`${API}/auth/refresh`, async () => {
    refreshCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (refreshStatus !== 200)
      return HttpResponse.json({ message: 'The refresh token is not valid.' }, { status: 401 });
    return HttpResponse.json({ accessToken: newToken, refreshToken: 'r2' });
  }),
  http.post(`${API}/auth/logout`, () => {
    logoutCalls += 1;
    return HttpResponse.json({ message: 'You have been signed out.' });
  }),
  http.get(`${API}/me`, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${newToken}`
      ? HttpResponse.json({ ok: true, location: request.headers.get('Location') })
      : HttpResponse.json({ message: 'Please log in to continue.' }, { status: 401 }),
  ),
  http.get(`${API}/echo`, ({ request }) =>
    HttpResponse.json({ auth: request.headers.get('Authorization'), location: request.headers.get('Location') }),
  ),
  http.get(`${API}/broken`, () => HttpResponse.json({ message: 'Plan not found.' }, { status: 404 })),
  http.get(`${API}/opaque`, () => new HttpResponse('oops', { status: 502 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setAppConfig(config);
  localStore.remove(...Object.values(storageKeys));
  refreshCalls = 0;
  logoutCalls = 0;
  refreshStatus = 200;
  setUserCountry(null);
  signIn({ accessToken: oldToken, refreshToken: 'r1' });
});

describe('api client', () => {
  it('no client asks for the fetch adapter (the builds stub it out): XMLHttpRequest, or http in Node', () => {
    for (const api of [client.mainApi, client.mainMultipartApi, client.mainApiWithLocation]) {
      expect(api.defaults.adapter).toEqual(['xhr', 'http']);
    }
  });

  it('sends the bearer header from the store on main API calls', async () => {
    const { data } = await client.mainApi.get('/echo');
    expect(data.auth).toBe(`Bearer ${oldToken}`);
  });

  it('the Location variant sends the country set by geolocation', async () => {
    setUserCountry('DE');
    const { data } = await client.mainApiWithLocation.get('/echo');
    expect(data.location).toBe('DE');
  });

  it('the plain client sends no Location header', async () => {
    setUserCountry('DE');
    const { data } = await client.mainApi.get('/echo');
    expect(data.location).toBeNull();
  });

  it('five parallel 401s make exactly one refresh call, then each request is retried with the new token', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => client.mainApi.get('/me')));
    expect(refreshCalls).toBe(1);
    expect(results.map((r) => r.data.ok)).toEqual([true, true, true, true, true]);
    expect(useAuthStore.getState().user?.fullName).toBe('New');
    expect(localStore.getString(storageKeys.refreshToken)).toBe('r2');
  });

  it('the copies of the client in two apps share one refresh (the single flight is in the kernel)', async () => {
    let otherApp = client;
    jest.isolateModules(() => {
      // A second app bundles its own copy of the data layer; the kernel modules it imports are the shared ones.
      for (const [name, module] of Object.entries(kernel)) jest.doMock(`@qa/shared/kernel/${name}`, () => module);
      otherApp = jest.requireActual('@qa/shared/data/api-client');
    });
    expect(otherApp.mainApi).not.toBe(client.mainApi);
    const results = await Promise.all([
      ...Array.from({ length: 3 }, () => client.mainApi.get('/me')),
      ...Array.from({ length: 3 }, () => otherApp.mainApi.get('/me')),
    ]);
    expect(results.map((r) => r.data.ok)).toEqual(Array(6).fill(true));
    expect(refreshCalls).toBe(1);
  });

  it('a failed refresh logs out once and does not loop', async () => {
    refreshStatus = 401;
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => client.mainApi.get('/me')));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(refreshCalls).toBe(1);
    expect(logoutCalls).toBe(1);
    expect(useAuthStore.getState().user).toBeNull();
    expect(localStore.getString(storageKeys.refreshToken)).toBeNull();
  });

  it('a 401 without a stored refresh token is passed on without a refresh', async () => {
    await logout();
    logoutCalls = 0;
    await expect(client.mainApi.get('/me')).rejects.toMatchObject({ kind: 'http', status: 401 });
    expect(refreshCalls).toBe(0);
  });

  it('a failure reaches the caller as an ApiError with the server message', async () => {
    const error = await client.mainApi.get('/broken').catch((e: unknown) => e);
    expect(error).toEqual(new ApiError('Plan not found.', 'http', 404));
  });

  it('a failure without a message gets a clear fallback with the status', async () => {
    const error = await client.mainApi.get('/opaque').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'http', status: 502, message: expect.stringMatching(/HTTP 502/) });
  });

  it('an unreachable server is a network ApiError', async () => {
    server.use(http.get(`${API}/down`, () => HttpResponse.error()));
    await expect(client.mainApi.get('/down')).rejects.toMatchObject({ kind: 'network', status: null });
  });
});
