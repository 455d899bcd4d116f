import { expect, test, type Page } from '@playwright/test';
import { setRemote, type ServerMode } from '../support/remote-control';

test.afterEach(async ({ request }) => {
  for (const remote of ['marketing', 'platform', 'auth'] as const) await setRemote(request, remote, 'up');
});

async function expectShellWorks(page: Page) {
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
}

const faults: [ServerMode, string][] = [
  ['down', 'its server is stopped'],
  ['notfound', 'its manifest answers 404'],
  ['hang', 'its server hangs'],
];

for (const [mode, what] of faults) {
  test(`platform routes show a fallback when ${what}; others work; Retry recovers without a reload`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await setRemote(request, 'platform', mode);
    await page.goto('/courses');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    // which remote failed is for support (an attribute and the console), not visible text
    await expect(fallback).toHaveAttribute('data-remote', 'platform');
    await expect(fallback).not.toContainText('./');
    await expectShellWorks(page);
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));

    // The other remotes are unaffected.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mentorship' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mentorship');
    await page.goBack();
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });

    await setRemote(request, 'platform', 'up');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Courses');
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  });
}

test('a remote that is down on first load does not blank the site', async ({ page, request }) => {
  await setRemote(request, 'marketing', 'down');
  await page.goto('/');
  await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
});
