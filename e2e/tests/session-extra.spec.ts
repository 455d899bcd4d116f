import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, login } from '../support/session';
import { SITE } from '../support/ports';

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.beforeEach(async ({ page }) => {
  // A cached country keeps the geolocation lookup out of these journeys.
  await page.addInitScript(() => {
    if (!localStorage.getItem('country_name')) localStorage.setItem('country_name', 'United States');
  });
});

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

interface TokenUser {
  fullName: string;
  rating?: { position: number | null; score: number | null } | null;
}

const userOf = (accessToken: string): TokenUser =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as TokenUser;

/**
 * Opens a public page, waits until its guard has recorded it as the last-visited path (so nothing
 * overwrites what comes next), then sets local and session storage for the next page load.
 */
async function seedBoth(page: Page, local: Record<string, string>, session: Record<string, string | null>) {
  await page.goto('/test-performance');
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('lastVisitedPath'))).toBe('/test-performance');
  await page.evaluate(
    ([l, s]) => {
      for (const [key, value] of Object.entries(l)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(s)) {
        if (value === null) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, value);
      }
    },
    [local, session] as const,
  );
}

async function signedInAt(page: Page, request: APIRequestContext, path: string) {
  const tokens = await login(request);
  await seedBoth(page, { refreshToken: tokens.refreshToken }, {});
  await page.goto(path);
  return tokens;
}

/** Fails the host's lazily loaded `/test-performance` page chunk `failures` times (every time when omitted). */
async function failPageChunk(page: Page, failures = Infinity) {
  const seen = { blocked: 0, served: 0 };
  await page.route(`${SITE}/page-test-performance.*.js`, async (route) => {
    if (seen.blocked < failures) {
      seen.blocked += 1;
      await route.abort('failed');
      return;
    }
    seen.served += 1;
    await route.continue();
  });
  return seen;
}

test('a host chunk that fails once is fetched again: the page shows without a reload', async ({ page }) => {
  const seen = await failPageChunk(page, 1);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/test-performance');
  await expect(page.locator('#root')).toHaveText('test');
  expect(seen).toEqual({ blocked: 1, served: 1 });
  expect(loads).toBe(1);
});

test('a host chunk that stays missing reloads once, then shows "Unexpected Application Error!" without a stack', async ({
  page,
}) => {
  // A deploy that removed the chunk: retried, one guarded reload, retried again, then the error screen.
  const seen = await failPageChunk(page);
  let loads = 0;
  page.on('load', () => (loads += 1));
  await page.goto('/test-performance');
  await expect(page.getByRole('heading', { level: 2, name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(
    'A part of the site could not be loaded. Check your connection, then reload the page.',
  );
  expect(loads).toBe(2);
  expect(seen.blocked).toBe(4);
  await expect(page.locator('pre')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  expect(seen.served).toBe(0);
});

test('drawer for a signed-in user: card to /dashboard with name, rank and score, Profile, Logout', async ({
  page,
  request,
}) => {
  const { accessToken } = await signedInAt(page, request, '/paths');
  const user = userOf(accessToken);
  expect(user.rating?.position).toEqual(expect.any(Number)); // the demo user is ranked
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = drawer(page);
  const card = menu.getByTestId('drawer-user-card');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('href', '/dashboard');
  await expect(card).toContainText(user.fullName);
  await expect(card).toContainText(`Rank #${user.rating?.position}`);
  await expect(card).toContainText(`Score ${user.rating?.score ?? 0}`);
  await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Sign Up / Login' })).toHaveCount(0);
  await expect(menu.getByRole('button', { name: 'Sign Up / Login' })).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome back/);
});

test('drawer for a new user without points: rank shows a dash and score 0', async ({ page, request }) => {
  const email = `drawer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post(`${API}/auth/register`, {
    data: { email, password: 'Fresh12345!', fullName: 'Nova Drawer' },
  });
  expect(response.status()).toBe(201);
  const { refreshToken, accessToken } = (await response.json()) as { refreshToken: string; accessToken: string };
  expect(userOf(accessToken).rating?.position ?? null).toBeNull();
  await seedBoth(page, { refreshToken }, {});
  await page.goto('/paths');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const card = drawer(page).getByTestId('drawer-user-card');
  await expect(card).toContainText('Nova Drawer');
  await expect(card).toContainText('Rank —');
  await expect(card).toContainText('Score 0');
});

test.describe('a signed-in user opening /login', () => {
  test('goes to the saved redirectPath first, even when a last-visited path is stored', async ({ page, request }) => {
    const { refreshToken } = await login(request);
    await seedBoth(page, { refreshToken, redirectPath: '/rating' }, { lastVisitedPath: '/events' });
    await page.goto('/login');
    await expect(page).toHaveURL(/\/rating$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rating');
  });

  test('without a redirectPath, goes to the stored last-visited path', async ({ page, request }) => {
    const { refreshToken } = await login(request);
    await seedBoth(page, { refreshToken }, { lastVisitedPath: '/events' });
    expect(await page.evaluate(() => localStorage.getItem('redirectPath'))).toBeNull();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/events$/);
  });

  test('without either, goes to /', async ({ page, request }) => {
    const { refreshToken } = await login(request);
    await seedBoth(page, { refreshToken }, { lastVisitedPath: null });
    await page.goto('/login');
    await expect(page).toHaveURL(`${SITE}/`);
    await expect(page.getByTestId('landing-hero')).toBeVisible();
  });
});
