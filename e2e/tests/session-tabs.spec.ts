import { expect, test, type Page } from '@playwright/test';
import { API, demo, login, seedContextStorage } from '../support/session';
import { logOutFromDrawer } from '../support/auth';

/** Signed in as far as the frame shows: the drawer offers Logout. */
async function expectSignedIn(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
}

test('two tabs that start at the same moment with one refresh token both stay signed in', async ({
  context,
  page,
  request,
}) => {
  const { refreshToken } = await login(request);
  await seedContextStorage(page, { refreshToken, euCookieState: 'false' });
  const other = await context.newPage();
  const refreshes: string[] = [];
  for (const tab of [page, other])
    tab.on('response', (response) => {
      if (response.url() === `${API}/auth/refresh`) refreshes.push(String(response.status()));
    });
  // Both tabs boot together (a restored browser session): each must spend the token once, in turn.
  await Promise.all([page.goto('/events'), other.goto('/paths')]);
  await expect.poll(() => refreshes.length).toBeGreaterThanOrEqual(2);
  expect(refreshes).toEqual(['200', '200']);
  await expectSignedIn(page);
  await expectSignedIn(other);
  // The session is alive on the server: a reload refreshes again with the stored token.
  await other.reload();
  await expectSignedIn(other);
});

test('logging in and out in one tab shows in the other within a second', async ({ context, page }) => {
  await seedContextStorage(page, { euCookieState: 'false' });
  const other = await context.newPage();
  await other.goto('/events');
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  // The header of the other tab, read as text: a timed dialog there may make the page inert meanwhile.
  const otherSignUp = other.locator('header').getByText('Sign Up / Login');
  await expect(otherSignUp).toBeVisible();

  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();

  // The other tab restores the session by itself (no reload) ...
  await expect(otherSignUp).toBeHidden({ timeout: 1_500 });
  expect(await other.evaluate(() => localStorage.getItem('refreshToken'))).not.toBeNull();

  // ... and follows the logout.
  await page.goto('/events'); // (the login went back to the page this tab came from)
  await logOutFromDrawer(page);
  await expect(otherSignUp).toBeVisible({ timeout: 1_500 });
});
