import { axe, openAtEachWidth, seriousViolations } from '../support/axe';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { routeTable } from '../support/routes';
import { API, demo } from '../support/session';

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
    await page.getByRole('button', { name: 'Login', exact: true }).click();
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

// Every signed-out auth screen of the route table (a new one is checked without editing this file);
// the reset form needs a token in its link to show the form.
const authScreens = routeTable
  .filter((route) => route.guard === 'authRoute')
  .map((route) => (route.id === 'reset-password' ? `${route.path}?token=abcdefghijklmnop` : route.path));

test('axe: no serious or critical violations on the auth screens at 375 and 1280 px; focus is visible', async ({
  page,
  request,
}) => {
  // Every auth screen, analysed by axe at both widths: ~30 s on a quiet 2-core machine, far more under load.
  test.setTimeout(180_000);
  const found: string[] = [];
  const heading = () => expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scan = (what: string) => async (width: number) => {
    found.push(...(await seriousViolations(axe(page), `${what} at ${width} px`)));
  };
  expect(authScreens).toContain('/login'); // the filter found the auth screens
  for (const path of authScreens) {
    await openAtEachWidth(page, path, {
      ready: heading,
      check: async (width) => {
        await scan(path)(width);
        // the brand's 2 px ring on a focused control (the first after the logo)
        await page.getByRole('link', { name: 'QA Career home' }).focus();
        await page.keyboard.press('Tab');
        const outline = await page.evaluate(() => {
          const style = getComputedStyle(document.activeElement as HTMLElement);
          return { width: style.outlineWidth, color: style.outlineColor, style: style.outlineStyle };
        });
        expect(outline, `${path} at ${width} px`).toEqual({ width: '2px', color: 'rgb(61, 64, 213)', style: 'solid' });
      },
    });
  }
  // With the welcome text too: a modal at 375 px, a block beside the card at 1280 px.
  await page.evaluate(() => localStorage.setItem('authWithText', 'true'));
  await openAtEachWidth(page, '/registration', { ready: heading, check: scan('/registration (authWithText)') });
  await page.evaluate(() => localStorage.removeItem('authWithText'));
  // The questionnaire, signed in as a new user.
  const email = uniqueEmail('axe');
  const { refreshToken } = (await (
    await request.post(`${API}/auth/register`, { data: { email, password: 'Secret123!', fullName: 'Axe Tester' } })
  ).json()) as { refreshToken: string };
  await page.evaluate((token) => localStorage.setItem('refreshToken', token), refreshToken);
  await openAtEachWidth(page, '/questionnaire', {
    ready: async () => {
      await expect(page.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeVisible();
      await heading();
    },
    check: scan('/questionnaire'),
  });
  expect(found).toEqual([]);
});

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

test('a reset link with an unknown token says so on arrival and changes nothing', async ({ page, request }) => {
  await page.goto('/reset-password?token=not-a-real-token-0123456789');
  await expect(page.getByRole('alert')).toContainText(/invalid|expired|used/i);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
  expect((await request.post(`${API}/auth/login`, { data: demo })).status()).toBe(200);
});
