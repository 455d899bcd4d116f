/** The frame and the auth screens as a demanding visitor sees them: signed-in state, failures, titles, steady layout, focus. */
import { axe } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { newestMail, onSite, uniqueEmail } from '../support/auth';
import { setRemote } from '../support/remote-control';
import { API, demo, openLive, signIn } from '../support/session';
import { lookAt } from '../support/look';

const widths = [375, 1280] as const;

async function logInByForm(page: Page) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

for (const width of widths) {
  test(`${width} px: signed-in header and toasts, the navigation does not move`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openLive(page, '/courses');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const wide = width >= 1024; // the top navigation shows from 1024 px
    const navX = async () => {
      if (!wide)
        return expect(nav)
          .toBeHidden()
          .then(() => null);
      await expect(nav).toBeVisible(); // drawn once the host has rendered
      return (await nav.boundingBox())?.x ?? null;
    };
    await expect(page.getByRole('link', { name: /Sign (Up \/ Login|In)/ })).toBeVisible();
    const before = await navX();
    await lookAt(page, `frame-header-signed-out-${width}`, { clip: { x: 0, y: 0, width, height: 80 } });
    await logInByForm(page);
    await expect(page.getByText('Logged in as Demo Learner')).toBeVisible();
    await expect(page).toHaveURL(/\/courses$/);
    const chip = page.getByTestId('header-user');
    await expect(chip).toBeVisible();
    await expect(chip).toHaveAttribute('aria-haspopup', 'menu');
    await expect(chip).toContainText('Demo');
    const after = await navX();
    if (wide) expect(Math.abs((after ?? 0) - (before ?? -100))).toBeLessThanOrEqual(1);
    else expect(after).toBeNull();
    await expect(page.getByText('Logged in as Demo Learner')).toBeHidden({ timeout: 10_000 }); // 5 s toast
    // The signed-in header as a whole passes axe (the chip's name starts with the first name it shows).
    const header = await axe(page).include('header').analyze();
    expect(header.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    expect(header.violations.map((v) => v.id)).not.toContain('label-content-name-mismatch');
    await lookAt(page, `frame-header-signed-in-${width}`, { clip: { x: 0, y: 0, width, height: 80 } });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Finish the questionnaire' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out')).toBeVisible();
  });
}

test('signed in, the hero’s “Start for free” reads “Go to my dashboard” and goes there', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/');
  // index.html paints the anonymous hero first; the app's own link replaces it once the session is known.
  const hero = page.getByTestId('landing-hero');
  const start = hero.getByRole('link', { name: 'Go to my dashboard' });
  await expect(start).toBeVisible();
  await expect(hero.getByRole('link', { name: 'Start for free' })).toHaveCount(0);
  await expect(start).toHaveAttribute('href', '/dashboard');
  await start.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Demo' })).toBeVisible();
});

test('an auth screen whose remote is down shows the logo and a way home, no module name', async ({ page, request }) => {
  test.setTimeout(60_000);
  await setRemote(request, 'auth', 'down');
  try {
    await page.goto('/login');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback).not.toContainText('./');
    await expect(fallback).not.toContainText('LoginPage');
    await expect(page.getByRole('link', { name: 'QA Career home' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await lookAt(page, 'frame-auth-fallback');
  } finally {
    await setRemote(request, 'auth', 'up');
  }
});

test('document titles of the auth and shell routes, also after client-side navigation', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Login — QA Career');
  await page
    .getByRole('navigation', { name: 'Log in or create an account' })
    .getByRole('link', { name: 'Create account' })
    .click();
  await expect(page).toHaveTitle('Create your account — QA Career');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found — QA Career');
  await page.goto('/forgot-password');
  await expect(page).toHaveTitle('Forgot your password? — QA Career');
});

test('the auth card keeps its top across screens, and the questionnaire its Next button across steps', async ({
  page,
}) => {
  // the mode switch sits above the heading on login and sign-up: compare the card's own top
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const cardTops: number[] = [];
    for (const path of ['/login', '/registration', '/forgot-password', '/resend-password', '/reset-password?token=x']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const card = page.locator('main#main > div').last();
      cardTops.push(await card.evaluate((el) => el.getBoundingClientRect().y));
    }
    expect(Math.max(...cardTops) - Math.min(...cardTops), `${width} px: ${cardTops.join(', ')}`).toBeLessThanOrEqual(4);
  }
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/registration');
  await page.getByLabel('Full name', { exact: true }).fill('Steady Steps');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('steady'));
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account', exact: true }).click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  const ys: number[] = [];
  const total = Number(await page.getByRole('progressbar').getAttribute('aria-valuemax'));
  for (let step = 1; step < total; step += 1) {
    await expect(page.getByText(`Question ${step} of ${total}`)).toBeVisible();
    const next = page.getByRole('button', { name: 'Next' });
    // its place in the page (focus on the new question may scroll the window)
    ys.push(await next.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
    await page.locator('form input[type=radio], form input[type=checkbox]').first().check();
    await next.click();
  }
  expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(4);
});

test('skip link first in tab order; a failed mouse submit puts focus on the error', async ({ page }) => {
  for (const path of ['/courses', '/login']) {
    await openLive(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  }
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toBeFocused();
});

test('an expired reset link is reported when the page opens; mails link to the site', async ({ page, request }) => {
  await request.post(`${API}/auth/forgot-password`, { data: { email: demo.email } });
  const first = await newestMail(request, demo.email);
  expect(first.link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=/);
  await request.post(`${API}/auth/resend-password`, { data: { email: demo.email } }); // spends the first
  await page.goto(onSite(first.link ?? ''));
  await expect(page.getByRole('alert')).toContainText('expired or was already used');
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
});
