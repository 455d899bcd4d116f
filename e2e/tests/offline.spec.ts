import { expect, test, type Page } from '@playwright/test';
import { openLive } from '../support/session';

const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'You are offline' });

test('offline: a click that needs a part not loaded yet says "You are offline", never reloads, and goes on once the network is back', async ({
  page,
  context,
}) => {
  await openLive(page, '/');
  let loads = 0;
  page.on('load', () => (loads += 1));

  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  // The sign-in app is another remote: its code is not in the page yet.
  await page.getByRole('banner').getByRole('link', { name: 'Sign Up / Login' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  // Well past the chunk retry's pause, where the recovery reload used to start.
  await page.waitForTimeout(3_000);
  expect(loads).toBe(0);
  await expect(offlineNotice(page)).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByLabel('E-mail', { exact: true })).toBeVisible();
  await expect(offlineNotice(page)).toHaveCount(0);
  expect(loads).toBe(0);
});

test('offline: a page opened before going offline stays on screen with the notice, and loses it when back online', async ({
  page,
  context,
}) => {
  await openLive(page, '/privacy-policy');
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});
