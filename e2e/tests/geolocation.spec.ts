/**
 * docs/behaviour.md §8: an anonymous first visit never waits for the country lookup; prices wait for it
 * at most 1.5 s behind placeholders of their own size. /subscriptions/six-months is the subscriptions
 * page without a prerendered copy (whose prices would come with the HTML).
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';

const PAGE = '/subscriptions/six-months';
// The page opens on the six-month plan: its card is the paid one shown.
const paidCard = (page: Page) => page.getByTestId('plan-six-months');
const placeholders = (page: Page) => page.locator('[data-price-placeholder]');

/** Holds every geolocation request until `answer` is called (or for ever). */
function holdLookups(page: Page) {
  const held: Route[] = [];
  const requested = new Promise<void>((resolve) => {
    void page.route('**/geo/json*', (route) => {
      held.push(route);
      resolve();
    });
  });
  const answer = (body: unknown) =>
    Promise.all(held.map((route) => route.fulfill({ json: body, headers: { 'access-control-allow-origin': '*' } })));
  return { requested, answer };
}

test('a lookup that never answers hides nothing, and prices show without it, holding still', async ({ page }) => {
  await watchLayoutShift(page);
  const lookup = holdLookups(page);
  await page.goto(PAGE);
  await lookup.requested;
  // The host's frame rendered before it asked; nothing hides it while the lookup runs.
  await expect(page.getByRole('link', { name: /Sign (Up \/ Login|In)/ })).toBeVisible({ timeout: 1_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The lookup is still unanswered: the 1.5 s limit let the prices through.
  await expect(paidCard(page)).toContainText(/(?<!US)\$149(?![.\d])/);
  await expect(placeholders(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('country_name'))).toBeNull();
  await page.waitForTimeout(3_000);
  expect(await layoutShift(page), 'summed layout shift').toBeLessThanOrEqual(0.02);
});

test("prices show in the format of the visitor's country once the lookup answers", async ({ page }) => {
  const lookup = holdLookups(page);
  await page.goto(PAGE);
  await lookup.requested;
  await lookup.answer({ country_code: 'DE', country_name: 'Germany' });
  // An English browser in Germany: 'US$149', where the browser alone writes '$149'.
  await expect(paidCard(page)).toContainText(/US\$149(?![.\d])/);
  await expect(placeholders(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('country_name'))).toBe('Germany');
});

test('the country is named from its code in a worker, off the page’s main thread', async ({ page }) => {
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  const lookup = holdLookups(page);
  await page.goto(PAGE);
  await lookup.requested;
  await lookup.answer({ country_code: 'AT', country_name: 'Österreich (the service)' });
  await expect.poll(() => page.evaluate(() => localStorage.getItem('country_name'))).toBe('Austria');
  expect(workers).toEqual(['/country-name-worker.js']);
});

test('with the country stored, nothing is looked up and prices show at once', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('country_name', 'Germany'));
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/geo/json')) lookups.push(request.url());
  });
  await page.goto(PAGE);
  await expect(paidCard(page)).toContainText(/US\$149(?![.\d])/);
  expect(lookups).toEqual([]);
});
