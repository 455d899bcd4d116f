import { expect, test, type Page } from '@playwright/test';
import { demo } from '../support/session';

const storedRefreshToken = (page: Page) => page.evaluate(() => localStorage.getItem('refreshToken'));

// The stand-in provider signs in by provider identity, as a real one: typing someone's e-mail on
// it is not owning their account (dev-api README, Safety).
test("Google stand-in: a typed e-mail of a password account is refused with the server's message; the account's own identity signs in", async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveTitle('Sign in with Google (local stand-in)');
  await page.getByLabel('Full name', { exact: true }).fill('Mallory');
  await page.getByLabel('E-mail', { exact: true }).fill(demo.email);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('this sign-in is not linked to it');
  expect(await storedRefreshToken(page)).toBeNull();

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.getByRole('button', { name: /Demo Learner/ }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Logged in as Demo Learner')).toBeVisible();
  expect(await storedRefreshToken(page)).toBeTruthy();
});
