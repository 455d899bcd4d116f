import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { checkoutDialog, reminderDialog } from '../support/dialogs';
import { API, demo, seedStorage } from '../support/session';
import { lookAt } from '../support/look';

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

/** Opens `path` and waits until the session has started: fast-forwarding earlier would time its refresh out. */
async function openSignedIn(page: Page, path: string | null) {
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh') && r.ok());
  if (path) await page.goto(path);
  else await page.reload();
  await refreshed;
  await page.waitForLoadState('networkidle');
}

/** An anonymous visitor chooses Six months on the subscriptions page (the real plan button), then signs up. */
async function paidClickThenSignUp(page: Page, email: string) {
  await page.goto('/subscriptions/six-months');
  await page.getByRole('button', { name: 'Choose Six months' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByLabel('Full name', { exact: true }).fill('Checkout Person');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/six-months$/);
  await expect(checkoutDialog(page)).toBeVisible();
}

test('anonymous paid click → registration → checkout popup → the plan is the subscription', async ({ page }) => {
  const email = uniqueEmail('checkout');
  await paidClickThenSignUp(page, email);
  await expect(checkoutDialog(page)).toContainText('Six months');
  await expect(checkoutDialog(page)).toContainText(/\$149(?![.\d])/);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, '[role=dialog]');
    await lookAt(page, `dialog-checkout-${width}`);
  }
  // Keyboard only: Tab to the confirm button and press Enter.
  const confirm = checkoutDialog(page).getByRole('button', { name: /Confirm and pay/ });
  for (let step = 0; step < 6 && !(await confirm.evaluate((el) => el === document.activeElement)); step += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(checkoutDialog(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('selectedSubscription'))).toBeNull();
  const login = await page.request.post(`${API}/auth/login`, { data: { email, password: 'Secret123!' } });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const current = await page.request.get(`${API}/subscriptions`, {
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(((await current.json()) as { plan: { name: string } }).plan.name).toBe('Six months');
  // What the visitor sees: the profile's plan page names the chosen plan as the current one.
  await page.goto('/profile/plan');
  await expect(page).toHaveURL(/\/profile\/plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your plan' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Six months', exact: true })).toBeVisible();
  await expect(page.getByText('$149 for six months')).toBeVisible();
  // The current plan is not offered again under 'Change plan'.
  await expect(page.getByRole('button', { name: 'Choose Six months' })).toHaveCount(0);
});

test('a checkout failure shows the server message and keeps the popup open', async ({ page, request }) => {
  await paidClickThenSignUp(page, uniqueEmail('checkout-fail'));
  await request.post(`${API}/__faults`, { data: { method: 'POST', url: '/checkout', status: 500 } });
  await checkoutDialog(page)
    .getByRole('button', { name: /Confirm and pay/ })
    .click();
  await expect(checkoutDialog(page).getByRole('alert')).toContainText('Injected fault: POST /checkout answered 500.');
  await expect(checkoutDialog(page)).toBeVisible();
});

test("questionnaire reminder at 180 s for the demo user; 'Don't show me this again' lasts across a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  const login = await request.post(`${API}/auth/login`, { data: demo });
  const { refreshToken } = (await login.json()) as { refreshToken: string };
  await seedStorage(page, { refreshToken });
  await openSignedIn(page, '/events');
  await page.clock.runFor(170_000);
  await expect(reminderDialog(page)).toBeHidden();
  await page.clock.runFor(11_000);
  await expect(reminderDialog(page)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(page, '[role=dialog]');
    await lookAt(page, `dialog-questionnaire-${width}`);
  }
  await expect(reminderDialog(page).getByRole('link', { name: 'Take the questionnaire' })).toHaveAttribute(
    'href',
    '/questionnaire',
  );
  const skip = page.waitForResponse((r) => r.url().includes('/users/questionnaireSkip'));
  await reminderDialog(page).getByRole('button', { name: "Don't show me this again" }).click();
  expect((await skip).ok()).toBe(true);
  await expect(reminderDialog(page)).toBeHidden();
  await openSignedIn(page, null);
  await page.clock.runFor(185_000);
  await expect(reminderDialog(page)).toBeHidden();
});
