import { expect, test, type Page } from '@playwright/test';
import { API, login, seedStorage } from '../support/session';
import { SITE } from '../support/ports';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.beforeEach(async ({ page }) => {
  // A cached country keeps the geolocation lookup out of these journeys.
  await page.addInitScript(() => {
    if (!localStorage.getItem('country_name')) localStorage.setItem('country_name', 'United States');
  });
});

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

test('an anonymous visitor of /dashboard goes to /login and the path is kept as redirectPath', async ({ page }) => {
  await page.goto('/dashboard?tab=plan');
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'redirectPath')).toBe('/dashboard?tab=plan');
});

test('an anonymous visitor of /courses/my-courses goes to /registration', async ({ page }) => {
  await page.goto('/courses/my-courses');
  await expect(page).toHaveURL(/\/registration$/);
  expect(await stored(page, 'redirectPath')).toBe('/courses/my-courses');
});

test('a stored session starts: the refresh token is spent and the guarded page stays', async ({ page, request }) => {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
  await expect.poll(() => stored(page, 'refreshToken')).not.toBe(refreshToken);
  expect(await stored(page, 'refreshToken')).toBeTruthy();
});

test('a failed refresh shows the server message, keeps the path as redirectPath and goes to /login', async ({
  page,
  request,
}) => {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await request.post(`${API}/__faults`, { data: { method: 'POST', url: '/auth/refresh', status: 401 } });
  await page.goto('/paths');
  await expect(page.getByText('Injected fault: POST /auth/refresh answered 401.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'redirectPath')).toBe('/paths');
});

test('a malformed token in storage leaves the site signed out and working', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await seedStorage(page, { refreshToken: 'not.a.token' });
  await page.goto('/paths');
  await expect(page).toHaveURL(/\/login$/);
  expect(await stored(page, 'refreshToken')).toBeNull();
  await page.goto('/paths');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
  expect(errors).toEqual([]);
});

test('a signed-in user on /login goes to the saved redirectPath', async ({ page, request }) => {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken, redirectPath: '/rating' });
  await page.goto('/login');
  await expect(page).toHaveURL(/\/rating$/);
});

for (const evil of ['//evil.com', '/\\evil.com', 'https://evil.com', 'javascript:alert(1)', '%2F%2Fevil.com']) {
  test(`a stored redirectPath ${evil} is never followed`, async ({ page, request }) => {
    const { refreshToken } = await login(request);
    await seedStorage(page, { refreshToken, redirectPath: evil });
    await page.goto('/login');
    await expect(page).not.toHaveURL(/\/login$/);
    expect(new URL(page.url()).origin).toBe(SITE);
  });
}

test('logout from the side drawer clears the session keys and keeps the path as redirectPath', async ({
  page,
  request,
}) => {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken, webinars: '["w1"]', sub: 's', isFreePayment: 'true', externalLink: 'x' });
  await page.goto('/paths');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => stored(page, 'refreshToken')).toBeNull();
  for (const key of ['webinars', 'sub', 'isFreePayment', 'externalLink']) expect(await stored(page, key)).toBeNull();
  expect(await stored(page, 'redirectPath')).toBe('/paths');
});

test('a refresh that hangs at start-up ends in the outage path after our timeout, not in endless loading', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
  await request.post(`${API}/__faults`, { data: { method: 'POST', url: '/auth/refresh', hang: true } });
  await page.goto('/paths');
  await expect(
    page.getByText("Can't reach the server right now. Your session is kept; we'll try again shortly."),
  ).toBeVisible({ timeout: 25_000 });
  // An outage is no reason for the login form: the visitor stays on the page they opened.
  await expect(page).toHaveURL(/\/paths$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
  expect(await stored(page, 'redirectPath')).toBeNull();
  // A time-out is an outage, not a refusal: the token stays for the retry.
  expect(await stored(page, 'refreshToken')).toBe(refreshToken);
});
