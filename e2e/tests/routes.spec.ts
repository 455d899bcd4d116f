import { expect, test } from '@playwright/test';
import { remoteRoutes, sampleParams, samplePath } from '../support/routes';
import { signIn } from '../support/session';

/** Platform pages whose heading is not the route table's title. */
const platformHeadings: Record<string, string> = {
  'profile-plan': 'Your plan',
  'profile-security': 'Security',
};

test.describe("every route of the route table renders its owner's page", () => {
  for (const route of remoteRoutes) {
    test(`${route.path} → ${route.owner}`, async ({ page, request }) => {
      // Guarded pages are seen as a signed-in user (the guards have their own tests).
      if (route.guard === 'signedIn' || route.guard === 'questionnaire') await signIn(page, request);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(samplePath(route));
      // Auth screens have their own layout (logo and card, no site header).
      if (route.layout !== 'bare') await expect(page.locator('header').first()).toBeVisible();
      if (route.module === './LandingPage') {
        await expect(page.getByTestId('landing-hero')).toBeVisible();
      } else if (route.owner === 'platform' || route.owner === 'marketing') {
        // Real pages: an h1 with text. Platform pages without params carry the route's title; with the sample
        // params they show that course, lecture or learner, or the site's not-found page for an id
        // the API does not know (both rendered by the remote).
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
        if (route.owner === 'platform' && !route.path.includes(':') && route.id !== 'dashboard')
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(platformHeadings[route.id] ?? route.title);
      } else {
        await expect(page.locator(`[data-owner="${route.owner}"]`)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.title);
        for (const name of route.path.match(/:(\w+)/g) ?? []) {
          await expect(page.locator(`[data-param="${name.slice(1)}"]`)).toHaveText(sampleParams[name.slice(1)] ?? '');
        }
      }
      expect(errors).toEqual([]);
    });
  }
});

test('/test-performance shows only the text "test"', async ({ page }) => {
  await page.goto('/test-performance');
  await expect(page.locator('#root')).toHaveText('test');
});

test('an unknown path shows the not-found page inside the normal layout', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});

test('navigating between remotes keeps one React and one router: no reload, scroll back to top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Workshops & Events' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Workshops & Events');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the landing hero paints from the HTML alone, before any script (LCP of /)', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByTestId('landing-hero')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Start your QA career/);
});

test('other routes do not flash the landing hero while the app starts', async ({ page }) => {
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/courses');
  await expect(page.getByTestId('landing-hero')).toBeHidden();
});
