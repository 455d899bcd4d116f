import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, demo } from '../support/session';

/** A fresh address per test: the e2e database lives for the whole run. */
const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function newestMail(request: APIRequestContext, to: string) {
  const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { link: string | null; subject: string }[] };
  const [mail] = data;
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The mailed link's path and query on the site under test (the API mails its own APP_URL). */
const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function answerQuestionnaire(page: Page) {
  await expect(page).toHaveURL(/\/questionnaire$/);
  const progress = page.getByRole('progressbar', { name: 'Questionnaire progress' });
  await expect(progress).toBeVisible();
  const total = Number(await progress.getAttribute('aria-valuemax'));
  expect(total).toBeGreaterThan(1);
  for (let step = 1; step <= total; step += 1) {
    await expect(page.getByText(`Question ${step} of ${total}`)).toBeVisible();
    const textbox = page.locator('form textarea');
    if (await textbox.count()) await textbox.fill('I want to move from manual testing into automation.');
    else await page.locator('form input[type=radio], form input[type=checkbox]').first().check();
    await page.getByRole('button', { name: step === total ? 'Submit' : 'Next' }).click();
  }
}

async function logOutFromDrawer(page: Page) {
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
}

test('sign-up by e-mail → questionnaire → dashboard, the sign-up form in one step and under 60 s', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/registration');
  const started = Date.now();
  // The whole sign-up: three fields and one button (spec §1: under 60 seconds).
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
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await logOutFromDrawer(page);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user opening /login or /registration is sent away', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Log in' }).click();
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

  // The link is spent.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('Another789x');
  await page.getByLabel('Repeat new password', { exact: true }).fill('Another789x');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|expired|used/i);

  // Old password refused, new one accepted.
  expect((await request.post(`${API}/auth/login`, { data: { email, password: 'OldSecret123' } })).status()).toBe(401);
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('NewSecret456');
  await page.getByRole('button', { name: 'Log in' }).click();
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

test('bad input: clear messages, nothing created or changed', async ({ page, request }) => {
  await page.goto('/registration');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await expect(page.getByText('Enter your e-mail address.')).toBeVisible();
  await expect(page.getByText('Choose a password.')).toBeVisible();

  // A 10 KB name is refused by the field rule before anything is sent.
  const email = uniqueEmail('bad');
  await page.getByLabel('Full name', { exact: true }).evaluate((input: HTMLInputElement, value) => {
    input.removeAttribute('maxlength');
    // The React-controlled input learns of a value set through the prototype's setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, 'x'.repeat(10_240));
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Use at most 100 characters.')).toBeVisible();
  expect((await request.post(`${API}/auth/login`, { data: { email, password: 'Secret123!' } })).status()).toBe(401);

  // Unicode and SQL-looking text are just text.
  await page.getByLabel('Full name', { exact: true }).fill("Zoë 李 Robert'); DROP TABLE users;--");
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  const { accessToken } = (await (
    await request.post(`${API}/auth/login`, { data: { email, password: 'Secret123!' } })
  ).json()) as { accessToken: string };
  const [, payload = ''] = accessToken.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { fullName: string };
  expect(claims.fullName).toBe("Zoë 李 Robert'); DROP TABLE users;--");
  expect((await request.post(`${API}/auth/login`, { data: demo })).status()).toBe(200);
});

test('a wrong password five times: the same clear message each time, the account unchanged', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith('/auth/login'));
    await page.getByRole('button', { name: 'Log in' }).click();
    expect((await answered).status()).toBe(401);
    await expect(page.getByRole('alert')).toContainText('Incorrect e-mail or password.');
  }
  await expect(page.getByRole('alert')).toContainText('Reset your password');
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect((await request.post(`${API}/auth/login`, { data: demo })).status()).toBe(200);
});

test('e-mail already registered: said next to the e-mail field, nothing created', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('Full name', { exact: true }).fill('Second Demo');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
});

const authScreens = [
  '/registration',
  '/registration/resend-password',
  '/registration/create-profile',
  '/login',
  '/forgot-password',
  '/resend-password',
  '/reset-password?token=abcdefghijklmnop',
];

for (const width of [375, 1280]) {
  test(`axe: no serious or critical violations on the auth screens at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const found: string[] = [];
    const check = async (path: string) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
        found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      }
    };
    for (const path of authScreens) {
      await page.goto(path);
      await check(path);
    }
    // With the welcome text (block or modal) too.
    await page.evaluate(() => localStorage.setItem('authWithText', 'true'));
    await page.goto('/registration');
    await check('/registration (authWithText)');
    await page.evaluate(() => localStorage.removeItem('authWithText'));
    // The questionnaire, signed in as a new user.
    const email = uniqueEmail('axe');
    const { refreshToken } = (await (
      await request.post(`${API}/auth/register`, { data: { email, password: 'Secret123!', fullName: 'Axe Tester' } })
    ).json()) as { refreshToken: string };
    await page.evaluate((token) => localStorage.setItem('refreshToken', token), refreshToken);
    await page.goto('/questionnaire');
    await expect(page.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeVisible();
    await check('/questionnaire');
    expect(found).toEqual([]);
  });
}

test('keyboard only: tab to the fields, type, submit with Enter, signed in', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('E-mail', { exact: true });
  await expect(email).toBeVisible();
  for (let i = 0; i < 12 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(demo.email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(demo.password);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeTruthy();
});

test('keyboard only: a wrong step in the sign-up form moves focus to the first problem', async ({ page }) => {
  await page.goto('/registration');
  await page.getByLabel('Full name', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full name', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('a reset link with an unknown token says so and changes nothing', async ({ page, request }) => {
  await page.goto('/reset-password?token=not-a-real-token-0123456789');
  await page.getByLabel('New password', { exact: true }).fill('Whatever123');
  await page.getByLabel('Repeat new password', { exact: true }).fill('Whatever123');
  await page.getByRole('button', { name: 'Save and log in' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid|expired|used/i);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect((await request.post(`${API}/auth/login`, { data: demo })).status()).toBe(200);
});

test('a pending checkout continues after sign-up: back to the course the plan was chosen on', async ({ page }) => {
  await page.goto('/registration');
  await page.evaluate(() => {
    localStorage.setItem('selectedSubscription', JSON.stringify({ id: 3, name: 'Six months' }));
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
