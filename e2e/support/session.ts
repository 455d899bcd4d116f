import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { API } from './ports';

export { API };
export const demo = { email: 'demo@qa-career.dev', password: 'Demo12345!' };

export async function login(request: APIRequestContext): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await request.post(`${API}/auth/login`, { data: demo });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** Puts values in the site's local storage before the app boots on the next navigation. */
export async function seedStorage(page: Page, values: Record<string, string>) {
  await page.goto('/test-performance');
  // Wait until this page's app has booted (and read storage), or it could spend the seeded
  // refresh token itself and make the next page's refresh look like a reuse.
  await expect(page.locator('#root')).toHaveText('test');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** Signs the demo user in: the app starts its session from the stored refresh token. */
export async function signIn(page: Page, request: APIRequestContext) {
  const { refreshToken } = await login(request);
  await seedStorage(page, { refreshToken });
}

/**
 * Opens a page and waits until the app shows it: a prerendered copy (a course, a post, the catalogue,
 * the landing in index.html) shows its heading from the HTML, before its links and buttons do what the app makes them do.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path);
  // #qa-prerender is index.html's own copy of the landing (and header), replaced when the app renders.
  await page
    .locator('#qa-prerender, #qa-prerender-page, [data-prerendered-page]')
    .first()
    .waitFor({ state: 'detached' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/**
 * Opens a page and scrolls to its end, where the footer loads as the visitor nears it once the page
 * has loaded. Waits for the app to take over a prerendered page first, so the footer found is the
 * live one, and scrolls again while content arriving pushes the end further down, as a visitor would.
 */
export async function openAtFooter(page: Page, path: string) {
  await openLive(page, path);
  await page.waitForFunction(
    () => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.querySelector('footer') !== null;
    },
    undefined,
    { timeout: 15_000, polling: 250 },
  );
}
