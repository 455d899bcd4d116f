/** One voice: the same moment reads the same everywhere, and each auth label leads where it says. */
import { expect, test, type Page } from '@playwright/test';
import { emptyBrowser, webinarDialog } from '../support/dialogs';

test.describe('an event starts at one time, wherever it is shown', () => {
  // A visitor an hour east of UTC: the times must be theirs, with the zone named.
  test.use({ storageState: emptyBrowser, timezoneId: 'Europe/Berlin', locale: 'en-US' });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('euCookieState', 'false'));
    await page.clock.install();
  });

  /** The seeded event the popup promotes, as its card on /events shows it. */
  const kickstartCard = (page: Page) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'QA Career Kickstart' }) });

  test('the webinar popup, the event card and the event page give the same start', async ({ page }) => {
    const content = page.waitForResponse((response) => response.url().includes('/popups'));
    await page.goto('/events');
    await content;
    await page.waitForTimeout(300);
    await page.clock.runFor(10_500);
    const popupTime = webinarDialog(page).locator('time');
    await expect(popupTime).toBeVisible();
    const shown = (await popupTime.textContent()) ?? '';
    // 'Fri, 4 Dec 2026 · 6:00 PM GMT+1': the visitor's day, clock and zone
    expect(shown).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4} · \d{1,2}:\d{2}\s[AP]M GMT\+\d$/);
    await page.keyboard.press('Escape');
    await expect(webinarDialog(page)).toBeHidden();

    await expect(kickstartCard(page).locator('time')).toHaveText(shown);

    await kickstartCard(page).getByRole('link', { name: 'QA Career Kickstart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'QA Career Kickstart' })).toBeVisible();
    const clock = shown.split(' · ')[1] ?? '';
    await expect(page.getByRole('definition').filter({ hasText: clock })).toHaveCount(1);
  });
});

test.describe('the header leads each visitor where its label says', () => {
  test('on a phone (375 px), "Sign In" opens the login form', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveAttribute('href', '/registration');
  });

  test('from 640 px, "Sign Up / Login" opens sign-up, which offers the way to log in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up / Login', exact: true }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await page.getByText('Already have an account?').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
  });
});
