/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { setAppConfig, type AppConfig } from '@qa/shared/config/app-config';
import { footerQueryOptions } from '@qa/shared/api/footer';
import { currentSubscriptionQueryOptions } from '@qa/shared/api/subscriptions';
import { userQueryOptions } from '@qa/shared/api/users';
import { webinarPopupQueryOptions } from '@qa/shared/api/webinar-popup';
import { useAuthStore } from '@qa/shared/auth/auth-store';

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
  http.get(`${API}/users/7`, () =>
    HttpResponse.json({ users: { id: 7, country: 'DE', email: 'a@b.c', isQuestionnaireComplete: false } }),
  ),
  http.get(`${API}/subscriptions`, () =>
    HttpResponse.json({ id: 9, plan: { id: 1, isFree: true, name: 'Free', period: 'none', price: 0 } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setAppConfig({ api: { main: API, blog: `${API}/wp-json/wp/v2`, cms: `${API}/api`, geolocation: '' } } as AppConfig);
});

describe('endpoints of spec §7', () => {
  it('GET /footer asks for the listed fields, 20 per page, ascending, and returns the list', async () => {
    const items = await new QueryClient().fetchQuery(footerQueryOptions);
    expect(items).toHaveLength(2);
    expect(Object.fromEntries(new URLSearchParams(footerQuery))).toEqual({
      _fields: 'id,custom_fields,content,title,featured_media,img_url,slug',
      per_page: '20',
      order: 'asc',
    });
  });

  it('a failed content request carries the server message', async () => {
    server.use(
      http.get(`${API}/wp-json/wp/v2/footer`, () => HttpResponse.json({ message: 'Down.' }, { status: 500 }), {
        once: true,
      }),
    );
    await expect(new QueryClient().fetchQuery({ ...footerQueryOptions, retry: false })).rejects.toThrow('Down.');
  });

  it('the webinar popup query uses the first result and never goes stale', async () => {
    expect(webinarPopupQueryOptions.staleTime).toBe(Infinity);
    await expect(new QueryClient().fetchQuery(webinarPopupQueryOptions)).resolves.toMatchObject({ id: 5 });
  });

  it('GET /users/{id} returns `users`, runs only with a known id and never goes stale', async () => {
    expect(userQueryOptions(null).enabled).toBe(false);
    expect(userQueryOptions(7).staleTime).toBe(Infinity);
    await expect(new QueryClient().fetchQuery(userQueryOptions(7))).resolves.toMatchObject({ id: 7, country: 'DE' });
  });

  it('GET /subscriptions runs only when signed in, never goes stale, retries 3 times and fills the store', async () => {
    expect(currentSubscriptionQueryOptions(null).enabled).toBe(false);
    expect(currentSubscriptionQueryOptions(7)).toMatchObject({ enabled: true, staleTime: Infinity, retry: 3 });
    await new QueryClient().fetchQuery(currentSubscriptionQueryOptions(7));
    expect(useAuthStore.getState().currentSubscription?.plan.name).toBe('Free');
  });
});
