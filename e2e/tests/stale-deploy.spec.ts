import { expect, test } from '@playwright/test';
import { setRemote } from '../support/remote-control';
import { openLive } from '../support/session';
import { ports } from '../support/ports';

test.afterEach(async ({ request }) => {
  await setRemote(request, 'platform', 'up');
});

test('a tab opened before the platform redeploys opens its other pages from the new version: no fallback, no reload', async ({
  page,
  request,
}) => {
  await openLive(page, '/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  let loads = 0;
  page.on('load', () => (loads += 1));
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });

  // New chunk names; the ones this tab's copy of the platform knows are deleted.
  await setRemote(request, 'platform', 'redeploy');
  const manifest = page.waitForResponse((r) =>
    r.url().startsWith(`http://127.0.0.1:${ports.platform}/mf-manifest.json`),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).toBeVisible();
  expect((await manifest).status()).toBeLessThan(400);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  expect(loads).toBe(0);
  // The old version's chunk was asked for and missed: the page came from the redeployed one.
  expect(missing.some((p) => /\.[0-9a-f]{8}\.js$/.test(p))).toBe(true);

  // Back to a page of the old version, and on through the new one, still in the same tab.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).toBeVisible();
  expect(loads).toBe(0);
});
