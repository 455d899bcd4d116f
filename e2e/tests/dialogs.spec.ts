import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { analyticsRequests, cookieDialog, emptyBrowser, SEEDED_WEBINAR_ID, webinarDialog } from '../support/dialogs';
import { layoutShift, watchLayoutShift } from '../support/layout-shift';
import { lookAt } from '../support/look';

test.use({ storageState: emptyBrowser });

/** Tab many times: focus never leaves the dialog. */
async function expectFocusTrapped(page: Page, name: string) {
  for (let step = 0; step < 8; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      (label) => !!document.activeElement?.closest(`[role=dialog][aria-labelledby]`)?.textContent?.includes(label),
      name,
    );
    expect(inside).toBe(true);
  }
}

test.describe('cookie dialog and consent', () => {
  test.beforeEach(async ({ page }) => {
    // The webinar popup (10 s) is not the subject here.
    await page.addInitScript((id) => localStorage.setItem('webinars', JSON.stringify([id])), SEEDED_WEBINAR_ID);
  });

  test('first visit: the dialog, and no tag-manager or analytics request before Accept; Accept loads them', async ({
    page,
    context,
  }) => {
    const requests = analyticsRequests(page);
    await page.goto('/');
    await expect(cookieDialog(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
    await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
    await expect(cookieDialog(page)).toBeHidden();
    await expect.poll(() => requests.some((url) => url.includes('/gtm.js?id=GTM-QACAREER'))).toBe(true);
    await expect.poll(() => requests.some((url) => url.includes('/collect'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBe('true');
    // A later visit: no dialog, the tag manager loads again at once.
    const again = analyticsRequests(page);
    await page.reload();
    await expect.poll(() => again.some((url) => url.includes('/gtm.js'))).toBe(true);
    await expect(cookieDialog(page)).toBeHidden();
  });

  test('Decline: stored false, no analytics request and no analytics cookie, no dialog on the next load', async ({
    page,
    context,
  }) => {
    const requests = analyticsRequests(page);
    await page.goto('/events');
    await cookieDialog(page).getByRole('button', { name: 'Decline' }).click();
    await expect(cookieDialog(page)).toBeHidden();
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(cookieDialog(page)).toBeHidden();
    expect(requests).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
    expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBe('false');
  });

  for (const path of ['/privacy-policy', '/terms-and-conditions']) {
    test(`absent on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(500);
      await expect(cookieDialog(page)).toBeHidden();
    });
  }

  test("keyboard only: focus starts inside, stays inside, Escape closes without storing; 'Cookie settings' reopens", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(cookieDialog(page)).toBeVisible();
    await expectFocusTrapped(page, 'We use cookies');
    await page.keyboard.press('Escape');
    await expect(cookieDialog(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBeNull();
    // The footer loads as the visitor nears the end of the page: a keyboard user gets there with End,
    // and presses it again while the sections below the fold arrive and push the end down.
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(settings).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await settings.focus();
    await page.keyboard.press('Enter');
    await expect(cookieDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(settings).toBeFocused();
  });

  test('the close button: nothing stored, and no analytics request or cookie while the visitor stays', async ({
    page,
    context,
  }) => {
    const requests = analyticsRequests(page);
    await page.goto('/');
    await cookieDialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(cookieDialog(page)).toBeHidden();
    // No reload: a tag started by closing would fire on this page, within these seconds.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(3_000);
    expect(requests).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).not.toContain('_ga');
    expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBeNull();
  });

  test('the cookie dialog on / shifts no layout: CLS over the first 3 s stays at most 0.02', async ({ page }) => {
    await watchLayoutShift(page);
    await page.goto('/');
    await expect(cookieDialog(page)).toBeVisible();
    await page.waitForFunction(() => performance.now() >= 3_000);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    // Still showing at the end of the window: the measurement covered the dialog, not a page without it.
    await expect(cookieDialog(page)).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`axe with the cookie dialog open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(cookieDialog(page)).toBeVisible();
      await expectNoSeriousViolations(page, '[role=dialog]');
      await lookAt(page, `dialog-cookie-${width}`);
    });
  }
});

test.describe('webinar popup', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('euCookieState', 'false'));
    await page.clock.install();
  });

  async function openAfterContent(page: Page, path: string) {
    const content = page.waitForResponse((response) => response.url().includes('/popups'));
    await page.goto(path);
    await content;
    await page.waitForTimeout(300);
  }

  test('opens 10 s after its content loaded, once per session', async ({ page }) => {
    await openAfterContent(page, '/');
    await page.clock.runFor(9_000);
    await expect(webinarDialog(page)).toBeHidden();
    await page.clock.runFor(1_500);
    await expect(webinarDialog(page)).toBeVisible();
    await expect(webinarDialog(page).getByRole('link', { name: 'Join the webinar' })).toHaveAttribute(
      'rel',
      /noopener/,
    );
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousViolations(page, '[role=dialog]');
      await lookAt(page, `dialog-webinar-${width}`);
    }
    await expectFocusTrapped(page, 'QA Career Kickstart');
    await page.keyboard.press('Escape');
    await expect(webinarDialog(page)).toBeHidden();
    await page.reload();
    await page.clock.runFor(11_000);
    await expect(webinarDialog(page)).toBeHidden();
  });

  test('suppressed on /thank-you/… pages', async ({ page }) => {
    await openAfterContent(page, '/thank-you/webinar');
    await page.clock.runFor(11_000);
    await expect(webinarDialog(page)).toBeHidden();
  });

  test("suppressed by the do-not-show list, which 'Don't show again' writes", async ({ page }) => {
    await openAfterContent(page, '/events');
    await page.clock.runFor(10_500);
    await webinarDialog(page).getByRole('checkbox', { name: "Don't show again" }).check();
    expect(await page.evaluate(() => localStorage.getItem('webinars'))).toBe(JSON.stringify([SEEDED_WEBINAR_ID]));
    await page.keyboard.press('Escape');
    // A new session (the once-per-session mark is gone) still honours the list.
    await page.evaluate(() => sessionStorage.clear());
    await openAfterContent(page, '/events');
    await page.clock.runFor(11_000);
    await expect(webinarDialog(page)).toBeHidden();
  });
});
