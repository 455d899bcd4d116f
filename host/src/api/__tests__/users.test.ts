/** @jest-environment node */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient } from '@tanstack/react-query';
import { setAppConfig, type AppConfig } from '@qa/shared/kernel/config/app-config';
import { userQueryOptions } from '../users';

const API = 'http://api.test';
const server = setupServer(
  http.get(`${API}/users/7`, () =>
    HttpResponse.json({ users: { id: 7, country: 'DE', email: 'a@b.c', isQuestionnaireComplete: false } }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  setAppConfig({ api: { main: API, blog: `${API}/wp-json/wp/v2`, cms: `${API}/api`, geolocation: '' } } as AppConfig);
});

it('GET /users/{id} returns `users`, runs only with a known id and never goes stale', async () => {
  expect(userQueryOptions(null).enabled).toBe(false);
  expect(userQueryOptions(7).staleTime).toBe(Infinity);
  await expect(new QueryClient().fetchQuery(userQueryOptions(7))).resolves.toMatchObject({ id: 7, country: 'DE' });
});
