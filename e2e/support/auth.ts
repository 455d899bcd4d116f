/** Helpers of the auth journeys: fresh accounts, the dev API's outbox, the questionnaire, logout. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API } from './session';

/** A fresh address per test: the e2e database lives for the whole run. */
export const uniqueEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

export async function newestMail(request: APIRequestContext, to: string) {
  const response = await request.get(`${API}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { link: string | null; subject: string }[] };
  const [mail] = data;
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** The mailed link's path and query on the site under test (the API mails its own APP_URL). */
export const onSite = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function answerQuestionnaire(page: Page) {
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

export async function logOutFromDrawer(page: Page) {
  await page.getByRole('button', { name: /menu/i }).first().click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
}
