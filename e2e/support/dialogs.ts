/**
 * The global dialogs in e2e. Most tests are not about them, so every test starts with the cookie
 * choice made (Decline: no analytics traffic) and the seeded webinar on the do-not-show list
 * (playwright.config.ts `storageState`); dialogs.spec.ts starts from an empty browser instead.
 */
import type { Page } from '@playwright/test';
import { SITE } from './ports';

export { SITE };
/** The dev API seed's webinar. */
export const SEEDED_WEBINAR_ID = 'qa-career-kickstart-1';

export const quietDialogs = {
  cookies: [],
  origins: [
    {
      origin: SITE,
      localStorage: [
        { name: 'euCookieState', value: 'false' },
        { name: 'webinars', value: JSON.stringify([SEEDED_WEBINAR_ID]) },
      ],
    },
  ],
};

export const emptyBrowser = { cookies: [], origins: [] };

/** Every request the page makes to the tag manager or the analytics collector. */
export function analyticsRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/\/gtm\.js|\/collect\b|googletagmanager|google-analytics/.test(url)) seen.push(url);
  });
  return seen;
}

export const cookieDialog = (page: Page) => page.getByRole('dialog', { name: 'We use cookies' });
export const webinarDialog = (page: Page) => page.getByRole('dialog', { name: 'QA Career Kickstart' });
export const reminderDialog = (page: Page) => page.getByRole('dialog', { name: 'Tell us about your goals' });
export const checkoutDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your plan' });
