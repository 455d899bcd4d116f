import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAtFooter, openLive } from '../support/session';
import { API } from '../support/ports'; // global-setup's dev API with fault injection

async function failFooter(request: APIRequestContext) {
  const response = await request.post(`${API}/__faults`, {
    data: { method: 'GET', url: '/wp-json/wp/v2/footer', status: 500 },
  });
  expect(response.status()).toBe(201);
}

const burger = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

test('the header takes its scrolled style past 24 px, and loses it back at the top', async ({ page }) => {
  await page.goto('/');
  // The app's header (not the prerendered one index.html paints first): the app scrolls to the top when it mounts.
  const header = page.locator('header[data-variant]');
  await expect(header).toBeVisible();
  await expect(header).not.toHaveAttribute('data-scrolled', /.*/);
  await page.evaluate(() => window.scrollTo(0, 24));
  await page.waitForTimeout(200);
  await expect(header).not.toHaveAttribute('data-scrolled', /.*/);
  await page.evaluate(() => window.scrollTo(0, 25));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).not.toHaveAttribute('data-scrolled', /.*/);
});

test('drawer: opens from the burger, keeps focus inside, highlights the active item, Escape returns focus', async ({
  page,
}) => {
  await page.goto('/events');
  await burger(page).click();
  await expect(drawer(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused();
  const box = await drawer(page).boundingBox();
  expect(box?.width).toBeLessThanOrEqual(264);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(page.viewportSize()?.width ?? 0, 0);
  await expect(drawer(page).getByRole('link', { name: 'Events', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(drawer(page).getByRole('link', { name: 'Sign Up / Login' })).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    expect(await drawer(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(burger(page)).toBeFocused();
});

test('drawer: closes on navigation', async ({ page }) => {
  await page.goto('/events');
  await burger(page).click();
  await drawer(page).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/posts$/);
  await expect(drawer(page)).toBeHidden();
});

test("footer: shown with the blog API's items", async ({ page }) => {
  // Not a prerendered page: those come with the footer's data in their HTML and do not request it.
  await openAtFooter(page, '/events');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Footer: learning' }).getByRole('link')).toHaveText([
    'Career Paths',
    'Courses',
    'Workshops & Events',
    'Pricing',
  ]);
  await expect(footer.getByRole('link', { name: 'Find a mentor' })).toHaveAttribute('href', '/mentorship');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} QA Career. All rights reserved.`);
  await expect(footer).not.toContainText('/paths');
});

test('footer: hidden when the blog API answers 500; the page still works', async ({ page, request }) => {
  await failFooter(request);
  const failed = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/footer') && r.status() === 500);
  // Not a prerendered page: those come with the footer's data in their HTML and do not request it.
  await page.goto('/events');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Scroll to the end (again while the events arrive) until the footer has asked for its content.
  let answered = false;
  void failed.then(() => (answered = true));
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return answered;
    })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.locator('footer')).toHaveCount(0);
});

test('on a 375 px phone no page is wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const paths = [
    '/',
    '/courses',
    '/courses/qa-fundamentals', // its instructor's bio and lecture titles once made it 478 px wide
    '/courses/test-design-techniques/lecture/8',
    '/paths/1',
    '/posts',
    '/rating',
    '/login',
  ];
  const wider: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wider.push(`${path}: ${width} px`);
  }
  expect(wider).toEqual([]);
});

test('the logo wordmark has one weight on every route, with or without the UI kit loaded', async ({ page }) => {
  const weightOn = async (path: string) => {
    await openLive(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app's header, once the page (and, on a Chakra page, Chakra's styles) has loaded: not the
    // prerendered copy, which the app replaces.
    const wordmark = page.locator('header[data-variant] svg[aria-label="QA Career"] text');
    return wordmark.evaluate((text) => getComputedStyle(text).fontWeight);
  };
  expect(await weightOn('/')).toBe('700');
  expect(await weightOn('/courses')).toBe('700');
  expect(await weightOn('/courses/qa-fundamentals')).toBe('700');
  expect(await weightOn('/paths')).toBe('700');
  expect(await weightOn('/rating')).toBe('700'); // a Chakra page
  expect(await weightOn('/no-such-page')).toBe('700');
});
