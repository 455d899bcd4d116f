import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, login, seedStorage } from '../support/session';

const OUTAGE = "Can't reach the server right now. Your session is kept; we'll try again shortly.";

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function failRefresh(request: APIRequestContext, status: number) {
  const response = await request.post(`${API}/__faults`, { data: { method: 'POST', url: '/auth/refresh', status } });
  expect(response.status()).toBe(201);
}

const reconnecting = (page: Page) => page.getByRole('status', { name: 'Reconnecting…' });

/**
 * Opens a guarded page while the refresh fails: the page keeps its frame and says it is
 * reconnecting, with what happened; no login form, and nothing is forgotten.
 */
async function openDuringOutage(page: Page, refreshToken: string) {
  await page.goto('/dashboard');
  await expect(reconnecting(page)).toBeVisible();
  await expect(reconnecting(page)).toContainText(OUTAGE);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveCount(0);
  expect(await stored(page, 'refreshToken')).toBe(refreshToken);
}

test.beforeEach(async ({ page }) => {
  // A cached country keeps the geolocation lookup out of these journeys.
  await page.addInitScript(() => {
    if (!localStorage.getItem('country_name')) localStorage.setItem('country_name', 'United States');
  });
});

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

test('a 503 from /auth/refresh keeps the session; once the server is back the retry signs the user in again without a reload', async ({
  page,
  request,
}) => {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await failRefresh(request, 503);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await openDuringOutage(page, refreshToken);

  await request.delete(`${API}/__faults`);
  // The first retry comes 5 s after the failure; the page the visitor asked for then shows, in place.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(reconnecting(page)).toHaveCount(0);
  await expect.poll(() => stored(page, 'refreshToken')).not.toBe(refreshToken);
  expect(await stored(page, 'refreshToken')).toBeTruthy();
  expect(loads).toBe(1);
});

test('a 200 from /auth/refresh that is not a session (a captive portal, a proxy) keeps the session; a reload once the server is back signs in again', async ({
  page,
  request,
}) => {
  // The fault route answers 200 with a JSON message, not tokens; an HTML portal page is covered by the unit tests.
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await failRefresh(request, 200);
  await openDuringOutage(page, refreshToken);

  await request.delete(`${API}/__faults`);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  await expect.poll(() => stored(page, 'refreshToken')).not.toBe(refreshToken);
});

test('at 375 px a reload during an outage never shows the login form: the page reconnects by itself once the API answers', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await failRefresh(request, 503);
  await openDuringOutage(page, refreshToken);
  // While the retry waits, the visitor is still where they asked to be.
  await page.waitForTimeout(2_000);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);

  await request.delete(`${API}/__faults`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/, { timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await stored(page, 'redirectPath')).toBeNull();
});
