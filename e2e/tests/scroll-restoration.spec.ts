import { expect, test, type Page } from '@playwright/test';
import { openLive } from '../support/session';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('375 px: back from a page opened from the landing returns to where the visitor had scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openLive(page, '/');
  // Down to the popular courses, as a visitor scrolls: the sections load as they near the screen.
  const course = page.getByRole('region', { name: 'Popular courses' }).getByRole('listitem').first().getByRole('link');
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(course).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await page.waitForTimeout(500); // the sections above have settled
  const scrolled = await scrollY(page);
  expect(scrolled).toBeGreaterThan(1000);
  await course.click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeLessThan(5);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(async () => Math.abs((await scrollY(page)) - scrolled), { timeout: 5_000 }).toBeLessThanOrEqual(5);
  await expect(course).toBeInViewport();
});
