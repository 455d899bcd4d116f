import { expect, test, type Page } from '@playwright/test';
import { answerQuestionnaire, logOutFromDrawer, newestMail, onSite, uniqueEmail } from '../support/auth';
import { API, demo } from '../support/session';

test('sign-up by e-mail → questionnaire → dashboard, the sign-up form in one step and under 60 s', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/registration');
  const started = Date.now();
  // The whole sign-up: three fields and one button (docs/behaviour.md: under 60 seconds).
  const steps = [
    () => page.getByLabel('Full name', { exact: true }).fill('Ada Lovelace'),
    () => page.getByLabel('E-mail', { exact: true }).fill(email),
    () => page.getByLabel('Password', { exact: true }).fill('Secret123!'),
    () => page.getByRole('button', { name: 'Create account' }).click(),
  ];
  for (const step of steps) await step();
  await expect(page).toHaveURL(/\/questionnaire$/);
  const seconds = (Date.now() - started) / 1000;
  console.log(`sign-up by e-mail: ${steps.length} interactions, ${seconds.toFixed(1)} s to a signed-in account`);
  expect(seconds).toBeLessThan(60);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();

  await answerQuestionnaire(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The new session says the questionnaire is done: /questionnaire now sends the user to /profile.
  await page.goto('/questionnaire');
  await expect(page).toHaveURL(/\/profile$/);
});

test('login → guarded page → logout', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await logOutFromDrawer(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login or /registration is sent away', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  for (const path of ['/login', '/registration', '/forgot-password']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`));
  }
});

test('forgot password → mailed link → reset → login with the new password; the link works once', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('reset');
  const created = await request.post(`${API}/auth/register`, {
    data: { email, password: 'OldSecret123', fullName: 'Reset Tester' },
  });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const mail = await newestMail(request, email);
  expect(mail.link).toContain('/reset-password?token=');
  const resetPath = onSite(mail.link ?? '');
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('NewSecret456');
  await page.getByLabel('Repeat new password', { exact: true }).fill('NewSecret456');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page).not.toHaveURL(/reset-password/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  await logOutFromDrawer(page);

  // The link is spent, and says so on arrival.
  await page.goto(resetPath);
  await expect(page.getByRole('alert')).toContainText(/invalid|expired|used/i);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);

  // Old password refused, new one accepted.
  expect((await request.post(`${API}/auth/login`, { data: { email, password: 'OldSecret123' } })).status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('NewSecret456');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
});

for (const provider of ['Google', 'Facebook'] as const) {
  test(`${provider}: a new user creates a profile, a returning user is signed in`, async ({ page }) => {
    const email = uniqueEmail(provider.toLowerCase());
    await page.goto('/registration');
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    await expect(page).toHaveTitle(`Sign in with ${provider} (local stand-in)`);
    await page.getByLabel('Full name', { exact: true }).fill('Nova Social');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/registration\/create-profile$/);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Nova Social');
    await page.getByRole('button', { name: 'Create profile' }).click();
    await expect(page).toHaveURL(/\/questionnaire$/);
    expect(await page.evaluate(() => localStorage.getItem('createProfileToken'))).toBeNull();
    await logOutFromDrawerFromQuestionnaire(page);

    // Returning: the same account signs straight in.
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${provider}` }).click();
    await page.getByLabel('Full name', { exact: true }).fill('Nova Social');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).not.toHaveURL(/\/(login|registration)/);
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
  });
}

/** The questionnaire has no header: end the session the way a person would, from a page with the drawer. */
async function logOutFromDrawerFromQuestionnaire(page: Page) {
  await page.goto('/events');
  await logOutFromDrawer(page);
}

test('a pending checkout continues after sign-up: back to the course the plan was chosen on', async ({ page }) => {
  await page.goto('/registration');
  await page.evaluate(() => {
    localStorage.setItem(
      'selectedSubscription',
      JSON.stringify({ id: 3, isFree: false, name: 'Six months', period: 'six-months', price: 149 }),
    );
    localStorage.setItem('courseRedirectPath', '/courses/qa-fundamentals');
  });
  await page.goto('/registration');
  await page.getByLabel('Full name', { exact: true }).fill('Checkout Person');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('checkout'));
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/courses\/qa-fundamentals$/);
  expect(await page.evaluate(() => localStorage.getItem('courseRedirectPath'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('selectedSubscription'))).toContain('Six months');
});
