/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { ApiError, NETWORK_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { footerQueryOptions } from '../footer';
import { webinarPopupQueryOptions } from '../webinar-popup';

const API = 'http://api.test';
let footerQuery = '';
const server = setupServer(
  http.get(`${API}/wp-json/wp/v2/footer`, ({ request }) => {
    footerQuery = new URL(request.url).search;
    return HttpResponse.json([{ id: 1 }, { id: 2 }]);
  }),
  http.get(`${API}/wp-json/wp/v2/popups`, ({ request }) => {
    const url = new URL(request.url);
    return url.searchParams.get('slug') === 'webinar' && url.searchParams.get('_fields') === 'id,custom_fields'
      ? HttpResponse.json([{ id: 5, custom_fields: {} }, { id: 6 }])
      : HttpResponse.json([], { status: 400 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setAppConfig({ api: { main: API, blog: `${API}/wp-json/wp/v2`, cms: `${API}/api`, geolocation: '' } } as AppConfig);
});

describe('content endpoints (footer, webinar popup)', () => {
  it('GET /footer asks for the listed fields, 20 per page, ascending, and returns the list', async () => {
    const items = await new QueryClient().fetchQuery(footerQueryOptions);
    expect(items).toHaveLength(2);
    expect(Object.fromEntries(new URLSearchParams(footerQuery))).toEqual({
      _fields: 'id,custom_fields,content,title,featured_media,img_url,slug',
      per_page: '20',
      order: 'asc',
    });
  });

  it('a failed content request is the kernel ApiError with the server message and status', async () => {
    server.use(
      http.get(`${API}/wp-json/wp/v2/footer`, () => HttpResponse.json({ message: 'Down.' }, { status: 500 }), {
        once: true,
      }),
    );
    const failure: unknown = await new QueryClient()
      .fetchQuery({ ...footerQueryOptions, retry: false })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 500, message: 'Down.' });
  });

  it('an error answer without a message gets a readable one naming the status', async () => {
    server.use(
      http.get(`${API}/wp-json/wp/v2/footer`, () => new HttpResponse('oops', { status: 502 }), { once: true }),
    );
    await expect(new QueryClient().fetchQuery({ ...footerQueryOptions, retry: false })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
      message: expect.stringContaining('HTTP 502') as unknown,
    });
  });

  it('a content API that cannot be reached is a network ApiError', async () => {
    server.use(http.get(`${API}/wp-json/wp/v2/footer`, () => HttpResponse.error(), { once: true }));
    await expect(new QueryClient().fetchQuery({ ...footerQueryOptions, retry: false })).rejects.toMatchObject({
      kind: 'network',
      status: null,
      message: NETWORK_MESSAGE,
    });
  });

  it('the webinar popup query uses the first result and never goes stale', async () => {
    expect(webinarPopupQueryOptions.staleTime).toBe(Infinity);
    await expect(new QueryClient().fetchQuery(webinarPopupQueryOptions)).resolves.toMatchObject({ id: 5 });
  });
});
