/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { API_TIMEOUT_MS } from '@qa/shared/kernel/constants';
import { ApiError, TIMEOUT_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { logout, signIn } from '@qa/shared/kernel/session/session';
import {
  getContent,
  getContentData,
  getContentList,
  readContent,
  UNREADABLE_CONTENT_MESSAGE,
} from '@qa/shared/data/content-read';
import { makeAccessToken, memoryStorage } from '@qa/testing/tokens';

jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));
Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });

const API = 'http://api.test';
const BLOG = `${API}/wp-json/wp/v2`;
const asked: URL[] = [];
const oldToken = makeAccessToken({ fullName: 'Ada' });
const newToken = makeAccessToken({ fullName: 'Ada Lovelace' });
let refreshes = 0;

const server = setupServer(
  http.get(`${API}/paths`, ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json({ data: [{ id: 1, auth: request.headers.get('Authorization') }] });
  }),
  http.get(`${BLOG}/posts`, ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json([{ id: 7, auth: request.headers.get('Authorization') }], {
      headers: { 'X-WP-Total': '12', 'X-WP-TotalPages': '2' },
    });
  }),
  // A server that checks a token it is sent: the old one has expired.
  http.get(`${API}/rating`, ({ request }) =>
    request.headers.get('Authorization') === `Bearer ${oldToken}`
      ? HttpResponse.json({ message: 'Your session has expired.' }, { status: 401 })
      : HttpResponse.json({ data: [], auth: request.headers.get('Authorization') }),
  ),
  http.post(`${API}/auth/logout`, () => HttpResponse.json({ message: 'You have been signed out.' })),
  http.post(`${API}/auth/refresh`, () => {
    refreshes += 1;
    return HttpResponse.json({ accessToken: newToken, refreshToken: 'r2' });
  }),
  http.get(`${BLOG}/categories`, () => HttpResponse.json({ code: 'rest_no_route' })),
  http.get(`${API}/api/events/gone`, () => HttpResponse.json({ message: 'There is no such event.' }, { status: 404 })),
  http.get(`${API}/api/portal`, () => new HttpResponse('<html>Sign in to the Wi-Fi</html>', { status: 200 })),
  http.get(`${API}/api/empty`, () => HttpResponse.json({ meta: {} })),
  http.get(`${API}/down`, () => HttpResponse.error()),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await logout();
  asked.length = 0;
  refreshes = 0;
  setAppConfig({ api: { main: API, blog: BLOG, cms: `${API}/api`, geolocation: '' } } as AppConfig);
});

describe('content reads over fetch', () => {
  it('sends the stored token to the main API, as every main-API request does, and none to the blog', async () => {
    await expect(getContentData('main', '/paths')).resolves.toEqual([{ id: 1, auth: null }]);
    signIn({ accessToken: oldToken, refreshToken: 'r1' });
    await expect(getContentData('main', '/paths')).resolves.toEqual([{ id: 1, auth: `Bearer ${oldToken}` }]);
    await expect(getContentList('blog', '/posts')).resolves.toEqual([{ id: 7, auth: null }]);
  });

  it('a 401 for an expired token refreshes the session once and reads again with the new token', async () => {
    signIn({ accessToken: oldToken, refreshToken: 'r1' });
    const reads = await Promise.all([getContent('main', '/rating'), getContent('main', '/rating')]);
    expect(reads).toEqual(Array(2).fill({ data: [], auth: `Bearer ${newToken}` }));
    expect(refreshes).toBe(1);
  });

  it('puts the parameters in the query, leaving out the undefined ones, and hands back the headers', async () => {
    const { data, headers } = await readContent('blog', '/posts', {
      page: 2,
      search: 'api tests',
      categories: undefined,
    });
    expect(data).toEqual([{ id: 7, auth: null }]);
    expect(headers.get('X-WP-Total')).toBe('12');
    expect(Object.fromEntries(asked[0]?.searchParams ?? [])).toEqual({ page: '2', search: 'api tests' });
  });

  it('an error answer is an ApiError with the server message and status', async () => {
    await expect(getContentData('cms', '/events/gone')).rejects.toEqual(
      new ApiError('There is no such event.', 'http', 404),
    );
  });

  it('an answer that is not JSON, or not the shape the call reads, is an unreadable answer, not a crash', async () => {
    const unreadable = new ApiError(UNREADABLE_CONTENT_MESSAGE, 'invalid-response');
    await expect(getContent('cms', '/portal')).rejects.toEqual(unreadable);
    await expect(getContentData('cms', '/empty')).rejects.toEqual(unreadable);
    await expect(getContentList('blog', '/categories')).rejects.toEqual(unreadable);
  });

  it('an unreachable server is a network ApiError', async () => {
    await expect(getContent('main', '/down')).rejects.toMatchObject({ kind: 'network', status: null });
  });

  it("the API's time limit applies, and running out of it is a timeout ApiError", async () => {
    const timeout = jest
      .spyOn(AbortSignal, 'timeout')
      .mockImplementation(() => AbortSignal.abort(new DOMException('The operation timed out.', 'TimeoutError')));
    await expect(getContentData('main', '/paths')).rejects.toEqual(new ApiError(TIMEOUT_MESSAGE, 'timeout'));
    expect(timeout).toHaveBeenCalledWith(API_TIMEOUT_MS);
  });
});
