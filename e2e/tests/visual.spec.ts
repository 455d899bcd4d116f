/**
 * Visual regression: the main screens at a phone's and a laptop's width, compared with the committed
 * baselines in __screenshots__/ (e2e/README.md says when and how to update them). Each page is brought
 * to a state that does not depend on the day or on timing (support/visual.ts); the tolerance is in
 * playwright.config.ts.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cookieDialog } from '../support/dialogs';
import { API } from '../support/session';
import {
  expectInterOnScreen,
  firstVisitStorage,
  freezeDates,
  settle,
  signInAsPro,
  visualStorage,
  watchFooter,
} from '../support/visual';
import { watchNetwork } from '../support/network';

type Screen = {
  name: string;
  path: string | ((request: APIRequestContext) => Promise<string>);
  signedIn?: boolean;
  /** Parts drawn by the browser rather than by us (a video's controls). */
  mask?: (page: Page) => Locator[];
};

/** The seeded course's first lecture: a free preview, open to every visitor. */
async function firstLecture(request: APIRequestContext) {
  const course = (await (await request.get(`${API}/courses/qa-fundamentals`)).json()) as { lectures: { id: number }[] };
  return `/courses/qa-fundamentals/lecture/${course.lectures[0]?.id}`;
}

const screens: Screen[] = [
  { name: 'landing', path: '/' },
  { name: 'plans', path: '/subscriptions' },
  { name: 'blog', path: '/posts' },
  { name: 'post', path: '/posts/how-to-become-a-qa-engineer' },
  { name: 'events', path: '/events' },
  { name: 'courses', path: '/courses' },
  { name: 'course', path: '/courses/qa-fundamentals' },
  { name: 'lecture', path: firstLecture, mask: (page) => [page.locator('video')] },
  { name: 'dashboard', path: '/dashboard', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'login', path: '/login' },
];

test.use({ timezoneId: 'UTC', locale: 'en-GB', storageState: visualStorage });

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Time stands still during a test: whatever compares a date with now (the events' upcoming and
    // past lists) decides the same way for every screenshot the comparison takes.
    test.beforeEach(async ({ page }) => {
      await page.clock.setFixedTime(new Date());
    });

    for (const screen of screens) {
      test(`${screen.name} looks as it did`, async ({ page, request }) => {
        if (screen.signedIn) await signInAsPro(page, request);
        const footer = await watchFooter(page);
        const networkQuiet = watchNetwork(page);
        await page.goto(typeof screen.path === 'string' ? screen.path : await screen.path(request));
        const shoot = async () => {
          await settle(page, networkQuiet);
          await footer.settled();
          await freezeDates(page);
          await expect(page).toHaveScreenshot(`${screen.name}-${viewport.width}.png`, {
            fullPage: true,
            mask: screen.mask?.(page) ?? [],
          });
        };
        try {
          await shoot();
        } catch (failure) {
          // Only for the footer leaving a settled page (support/visual.ts watchFooter): any other
          // difference fails at once.
          if (!footer.left()) throw failure;
          const log = footer.log().join('\n');
          test.info().annotations.push({ type: 'footer left after settling', description: log });
          console.warn(`${screen.name} at ${viewport.width} px: the footer left the settled page\n${log}`);
          await shoot();
        }
      });
    }

    test.describe('a first visit', () => {
      test.use({ storageState: firstVisitStorage });

      test('the cookie dialog over the landing looks as it did', async ({ page }) => {
        const networkQuiet = watchNetwork(page);
        await page.goto('/');
        // The app's dialog, once it has taken the place of index.html's copy.
        await expect(page.locator('#qa-cookie')).toHaveCount(0);
        await expect(cookieDialog(page)).toBeVisible();
        await expect(page.locator('main h1')).toBeVisible();
        await networkQuiet();
        await expectInterOnScreen(page);
        await expect(page).toHaveScreenshot(`cookie-dialog-${viewport.width}.png`);
      });
    });
  });
}
