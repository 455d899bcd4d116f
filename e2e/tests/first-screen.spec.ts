import { expect, test, type Page } from '@playwright/test';
import { openLive } from '../support/session';

const CATALOGUE_CARDS = 'main article a[href^="/courses/"]';

/**
 * From now on, the catalogue's card count in each frame where the catalogue is on screen (its h1
 * shown): what the visitor sees frame by frame, the first entry being the frame that showed it.
 */
async function countCardsEachFrame(page: Page) {
  await page.evaluate((cards) => {
    const counts: number[] = [];
    (window as { __catalogueFrames?: number[] }).__catalogueFrames = counts;
    const tick = () => {
      const shown = Array.from(document.querySelectorAll('h1')).some((h1) => h1.textContent?.trim() === 'Courses');
      if (shown) counts.push(document.querySelectorAll(cards).length);
      if (counts.length < 120) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, CATALOGUE_CARDS);
}
const framesSeen = (page: Page) =>
  page.evaluate(() => (window as { __catalogueFrames?: number[] }).__catalogueFrames ?? []);

test('375 px: the catalogue opened by a link paints its first screen first, then every card, and Back returns to the card left', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openLive(page, '/');
  // The landing's link to the catalogue, under its popular courses: sections load as they near the screen.
  const catalogue = page.locator('a[href="/courses"]:visible').first();
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(catalogue).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await countCardsEachFrame(page);
  await catalogue.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  const cards = page.locator(CATALOGUE_CARDS);
  await expect(cards).toHaveCount(10);
  // One column at this width: the first frame with the catalogue had its first two rows, two cards.
  expect((await framesSeen(page)).find((count) => count > 0)).toBe(2);

  // The last card, then Back: the whole catalogue comes back at once, where the visitor left it.
  const last = cards.last();
  await last.scrollIntoViewIfNeeded();
  // A person's scroll ends frames before their tap: the page hears of a scroll at the next frame.
  const scrolled = await page.evaluate(
    () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(window.scrollY)))),
  );
  expect(scrolled).toBeGreaterThan(2000);
  const title = (await last.textContent()) ?? '';
  await last.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await countCardsEachFrame(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled), { timeout: 5_000 })
    .toBeLessThanOrEqual(5);
  await expect(last).toBeInViewport();
  expect((await framesSeen(page)).find((count) => count > 0)).toBe(10);
});
