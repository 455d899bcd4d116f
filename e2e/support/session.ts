import { expect, type APIRequestContext, type Page } from '@playwright/test';

import { API, SITE } from './ports';

export { API };
export const demo = { email: 'demo@qa-career.dev', password: 'Demo12345!' };

export async function login(request: APIRequestContext): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await request.post(`${API}/auth/login`, { data: demo });
  expect(response.ok()).toBe(true);
  return response.json();
}

/**
 * Puts values in the site's local storage before the app boots on the page's next navigation: an init
 * script writes them once per tab (a mark in the tab's session storage), so a reload or a later page
 * of the test never writes a spent refresh token back. No page is loaded for it.
 */
export async function seedStorage(page: Page, values: Record<string, string>) {
  const mark = `e2e-seeded-${Math.random().toString(36).slice(2)}`;
  await page.addInitScript(
    ({ entries, mark, origin }) => {
      if (location.origin !== origin || sessionStorage.getItem(mark)) return;
      sessionStorage.setItem(mark, '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    },
    { entries: values, mark, origin: new URL(SITE).origin },
  );
}

/**
 * Writes values into the origin's local storage now, for every page of the context (a second tab):
 * loads a page of the site to do it, and waits until its app has booted (and read storage), or it
 * could spend the seeded refresh token itself and make the next page's refresh look like a reuse.
 */
export async function seedContextStorage(page: Page, values: Record<string, string>) {
  await page.goto('/test-performance');
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
