/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { postLogout, postRefresh } from '@qa/shared/kernel/session/session-requests';

const API = 'http://api.test';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => setAppConfig({ api: { main: API } } as AppConfig));

const refreshAnswers = (answer: () => Response) => server.use(http.post(`${API}/auth/refresh`, answer));

describe('session requests (fetch)', () => {
  it('POST /auth/refresh sends the refresh token and returns the tokens', async () => {
    let body: unknown;
    server.use(
      http.post(`${API}/auth/refresh`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ accessToken: 'a', refreshToken: 'r2' });
      }),
    );
    await expect(postRefresh('r1')).resolves.toEqual({ accessToken: 'a', refreshToken: 'r2' });
    expect(body).toEqual({ refreshToken: 'r1' });
  });

  it('an error status becomes an http ApiError with the server message', async () => {
    refreshAnswers(() => HttpResponse.json({ message: 'Token revoked.' }, { status: 401 }));
    await expect(postRefresh('r1')).rejects.toEqual(new ApiError('Token revoked.', 'http', 401));
    await expect(postRefresh('r1')).rejects.toMatchObject({ kind: 'http', status: 401 });
  });

  it('an error status without a message gets a clear fallback', async () => {
    refreshAnswers(() => new HttpResponse('<html>Bad gateway</html>', { status: 502 }));
    await expect(postRefresh('r1')).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: expect.stringMatching(/HTTP 502/),
    });
  });

  it('a 200 that is not a session (a captive portal page) is an invalid response', async () => {
    refreshAnswers(() => new HttpResponse('<html>Sign in to the Wi-Fi</html>', { status: 200 }));
    await expect(postRefresh('r1')).rejects.toMatchObject({ kind: 'invalid-response', status: 200 });
  });

  it('an unreachable server is a network ApiError', async () => {
    refreshAnswers(() => HttpResponse.error());
    await expect(postRefresh('r1')).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it('POST /auth/logout sends the access token as body and bearer header', async () => {
    let seen: unknown[] = [];
    server.use(
      http.post(`${API}/auth/logout`, async ({ request }) => {
        seen = [await request.json(), request.headers.get('Authorization')];
        return HttpResponse.json({ message: 'Bye.' });
      }),
    );
    await postLogout('a1');
    expect(seen).toEqual([{ token: 'a1' }, 'Bearer a1']);
  });
});
