import { expect, test, type Locator } from '@playwright/test';
import { demo, openLive } from '../support/session';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test(`${width} px: a toast covers neither the header nor the drawer's user card`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openLive(page, '/courses');
    await page.goto('/login');
    await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    const toast = page.locator('.notistack-Snackbar', { hasText: 'Logged in as Demo Learner' });
    await expect(toast).toBeVisible();
    // The spec's top right, below the header.
    const header = await boxOf(page.locator('header[data-variant]'));
    expect(overlap(await boxOf(toast), header)).toBe(false);
    expect((await boxOf(toast)).y).toBeLessThan(740 / 2);
    expect((await boxOf(toast)).x + (await boxOf(toast)).width).toBeGreaterThan(width / 2);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const card = page.getByTestId('drawer-user-card');
    await expect(card).toBeVisible();
    await expect(toast).toBeVisible();
    expect(overlap(await boxOf(toast), await boxOf(card))).toBe(false);
    // Inside the window.
    const box = await boxOf(toast);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  });
}
