/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { currentSubscriptionQueryOptions } from '@qa/shared/data/subscriptions';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';

const API = 'http://api.test';
const server = setupServer(
  http.get(`${API}/subscriptions`, () =>
    HttpResponse.json({ id: 9, plan: { id: 1, isFree: true, name: 'Free', period: 'none', price: 0 } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setAppConfig({ api: { main: API, blog: `${API}/wp-json/wp/v2`, cms: `${API}/api`, geolocation: '' } } as AppConfig);
});

describe('main API endpoints (subscriptions)', () => {
  it('GET /subscriptions runs only when signed in, never goes stale, retries 3 times and fills the store', async () => {
    expect(currentSubscriptionQueryOptions(null).enabled).toBe(false);
    expect(currentSubscriptionQueryOptions(7)).toMatchObject({ enabled: true, staleTime: Infinity, retry: 3 });
    await new QueryClient().fetchQuery(currentSubscriptionQueryOptions(7));
    expect(useAuthStore.getState().currentSubscription?.plan.name).toBe('Free');
  });
});
