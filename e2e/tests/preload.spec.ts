/** A link the visitor points at starts its page's remote loading before the click. */
import { expect, test, type Page } from '@playwright/test';
import { ports } from '../support/ports';

const PLATFORM = `http://127.0.0.1:${ports.platform}/`;

/** Every request the page makes to the platform remote's server. */
function platformRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(PLATFORM)) seen.push(request.url().slice(PLATFORM.length - 1));
  });
  return seen;
}

async function landingLinkToCourses(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The popular courses render as they scroll into view; their 'Browse the catalogue' link leads to /courses.
  const link = page.getByRole('link', { name: 'Browse the catalogue' });
  for (let step = 0; step < 40 && (await link.count()) === 0; step++) await page.mouse.wheel(0, 400);
  await expect(link).toHaveAttribute('href', '/courses');
  return link;
}

test('hovering a link to /courses loads the platform remote before the click, and the page then opens', async ({
  page,
}) => {
  const requests = platformRequests(page);
  const link = await landingLinkToCourses(page);
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);

  await link.hover();
  await expect.poll(() => requests).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page).toHaveURL(/\/courses$/);
});

test('when the browser saves data, pointing at or focusing a link fetches nothing ahead; the click still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
  });
  const requests = platformRequests(page);
  const link = await landingLinkToCourses(page);
  await link.focus();
  await link.hover();
  await page.waitForTimeout(1_000);
  expect(requests).toEqual([]);
  await link.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
});
