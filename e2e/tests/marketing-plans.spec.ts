import { axe, axeSweep } from '../support/axe';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/auth';
import { checkoutDialog } from '../support/dialogs';
import { API, seedStorage } from '../support/session';

/** A fresh learner on the free plan, signed in once the next page has started its session. */
async function signInNewLearner(page: Page, request: APIRequestContext) {
  const response = await request.post(`${API}/auth/register`, {
    data: { email: uniqueEmail('plans'), password: 'Sup3rSecret!', fullName: 'Pia Plans' },
  });
  expect(response.status()).toBe(201);
  const { refreshToken } = (await response.json()) as { refreshToken: string };
  await seedStorage(page, { refreshToken });
}

/** Scrolls down the page a screen at a time, as a visitor would, until `target` is on screen. */
async function scrollUntilVisible(page: Page, target: ReturnType<Page['locator']>) {
  for (let step = 0; step < 30 && !(await target.isVisible()); step += 1) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(100);
  }
  await target.scrollIntoViewIfNeeded();
}

const plansRegion = (page: Page) => page.getByRole('region', { name: 'Plans for every step' });

test('the landing loads its sections below the fold only when the visitor scrolls to them', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') chunks.push(request.url());
  });
  // A phone's screen (the size budgets' viewport): the first screen is the hero and the highlights.
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/');
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const firstLoad = chunks.length;
  await expect(page.getByRole('heading', { name: 'Why learners choose QA Career' })).toHaveCount(0);
  await scrollUntilVisible(page, page.getByRole('heading', { name: 'Why learners choose QA Career' }));
  expect(chunks.length).toBeGreaterThan(firstLoad);
  const paths = page.getByRole('region', { name: 'Pick a career path' });
  await scrollUntilVisible(page, paths);
  await expect(paths.getByRole('heading', { level: 3 })).toHaveCount(3);
  const courses = page.getByRole('region', { name: 'Popular courses' });
  await scrollUntilVisible(page, courses);
  await expect(courses.getByRole('img', { name: /out of 5 stars/ })).toHaveCount(4);
  await scrollUntilVisible(page, plansRegion(page));
  await expect(plansRegion(page).getByRole('button', { name: 'Start for free' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Learners who made the switch' })).toBeAttached();
  const events = page.getByRole('region', { name: 'Upcoming workshops and events' });
  await scrollUntilVisible(page, events);
  await expect(events.getByRole('link').first()).toBeVisible();
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await scrollUntilVisible(page, faq);
  const question = faq.getByRole('button', { name: 'How much time does it take?' });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Your first QA offer starts with one lecture' })).toBeVisible();
});

test('/plans opens the landing scrolled to the plans', async ({ page }) => {
  await page.goto('/plans');
  await expect(plansRegion(page).getByRole('heading', { level: 2 })).toBeInViewport();
  await expect(page).toHaveTitle('Plans — QA Career');
});

test('landing plan button, anonymous free plan → registration with nothing to buy', async ({ page }) => {
  await page.goto('/plans');
  await plansRegion(page).getByRole('button', { name: 'Start for free' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  expect(await page.evaluate(() => localStorage.getItem('selectedSubscription'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('authWithText'))).toBe('true');
});

test('landing plan button, anonymous paid plan → registration → back on the landing with the checkout popup', async ({
  page,
}) => {
  await page.goto('/plans');
  await plansRegion(page).getByRole('button', { name: 'Choose Monthly' }).click();
  await expect(page).toHaveURL(/\/registration$/);
  await page.getByLabel('Full name', { exact: true }).fill('Landing Buyer');
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('landing-paid'));
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(checkoutDialog(page)).toBeVisible();
  await expect(checkoutDialog(page)).toContainText('Monthly');
  await expect(checkoutDialog(page)).toContainText(/\$29(?![.\d])/);
});

test('landing plan button, signed in, paid plan → the checkout popup at once', async ({ page, request }) => {
  await signInNewLearner(page, request);
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/auth/refresh') && r.ok());
  await page.goto('/plans');
  await refreshed;
  await plansRegion(page)
    .getByRole('radio', { name: /Six months/ })
    .check();
  await plansRegion(page).getByRole('button', { name: 'Choose Six months' }).click();
  await expect(page).toHaveURL(/\/plans$/);
  await expect(checkoutDialog(page)).toContainText('Six months');
  await checkoutDialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(checkoutDialog(page)).toBeHidden();
});

test('/subscriptions/six-months preselects six months; the toggle switches the paid card', async ({ page }) => {
  await page.goto('/subscriptions/six-months');
  await expect(page.getByRole('radio', { name: /Six months/ })).toBeChecked();
  await expect(page.getByTestId('plan-six-months')).toContainText(/\$149(?![.\d])/);
  await page.getByRole('radio', { name: 'Monthly' }).check();
  await expect(page.getByTestId('plan-monthly')).toContainText(/\$29(?![.\d])/);
  await expect(page.getByTestId('plan-six-months')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'What each plan includes' })).toBeVisible();
});

test('legal pages: each table-of-contents link jumps to its section', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-and-conditions', '/affiliate-program-conditions']) {
    await page.goto(path);
    // The page arrives prerendered: use it once the app has taken it over (its links are the app's).
    // A click on the prerendered copy must work too: the app's first render keeps the scroll.
    await page.locator('#qa-prerender-page').waitFor({ state: 'detached' });
    await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    await expect(links.first()).toBeVisible();
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(8);
    const last = links.last();
    const text = (await last.textContent()) ?? '';
    await last.click();
    const heading = page.getByRole('heading', { level: 2, name: text, exact: true });
    await expect(heading).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${await heading.getAttribute('id')}`);
  }
});

test('/privacy-policy#% (a malformed fragment) keeps the policy on screen, without a page error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/privacy-policy#%');
  // the prerendered copy would hide a blank app: judge the page once the app has taken it over
  await page.locator('#qa-prerender-page').waitFor({ state: 'detached' });
  await expect(page.locator('[data-prerendered-page]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first()).toBeVisible();
  expect(errors).toEqual([]);
});

const pages = [
  '/',
  '/plans',
  '/subscriptions',
  '/subscriptions/six-months',
  '/promo/courses/playwright-ui-automation',
  '/thank-you/subscription',
  '/privacy-policy',
  '/terms-and-conditions',
  '/affiliate-program-conditions',
];

test('axe: no serious or critical violation on the marketing pages at 375 and 1280 px', async ({ page }) => {
  test.setTimeout(180_000);
  const found = await axeSweep(page, pages, {
    look: 'marketing',
    ready: async (url) => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (url === '/')
        await scrollUntilVisible(page, page.getByRole('heading', { name: 'Frequently asked questions' }));
      await page.waitForLoadState('networkidle');
    },
    // The landing whole (its header over the hero, the footer); the others' frame is checked below.
    scan: (url) => (url === '/' ? axe(page) : axe(page).include('main')),
  });
  expect(found).toEqual([]);
});

// The scans above look at `main` only; the header, footer and dialogs around it are checked once
// per page type here: the promo page's transparent header over its hero, and the regular header.
test('axe: the whole page, header and footer included, has no serious or critical violation at 375 and 1280 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const urls = ['/promo/courses/qa-fundamentals', '/subscriptions'];
  expect(await axeSweep(page, urls, { look: 'marketing-whole' })).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the plans pages are no wider than the screen: the comparison table scrolls inside its box', async ({
    page,
  }) => {
    for (const path of ['/subscriptions', '/subscriptions/six-months']) {
      await page.goto(path);
      await expect(page.getByRole('region', { name: 'Plan comparison' })).toBeVisible();
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
      // A page wider than the screen makes the phone lay it out wider (and zoom it out).
      expect(await page.evaluate(() => window.innerWidth)).toBe(412);
    }
  });
});
