import { expectNoSeriousViolations } from '../support/axe';
import { expect, test, type Page } from '@playwright/test';
import { analyticsRequests, cookieDialog, emptyBrowser, SEEDED_WEBINAR_ID } from '../support/dialogs';
import { lookAt } from '../support/look';

// A first visit paints the cookie prompt from index.html, before any script (it is the largest paint
// of most first visits), and the app's dialog takes its place when the app starts
// (host/src/features/consent/static-cookie-prompt.ts). The visitor must not tell the two apart.
test.use({ storageState: emptyBrowser });

test.beforeEach(async ({ page }) => {
  // The webinar popup is not the subject here.
  await page.addInitScript((id) => localStorage.setItem('webinars', JSON.stringify([id])), SEEDED_WEBINAR_ID);
});

/**
 * Holds the host's start-up script until `release()`: the page as it is before the app has started.
 * Open the page with `openHeld`: the start-up script is added after the first frame, and when the
 * page's own load is still running then (a busy machine), the held script holds the load event too.
 */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/main.js', async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

const openHeld = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

const staticPrompt = (page: Page) => page.locator('#qa-cookie');

/** Geometry and the computed look of each part of the open dialog, whichever copy is on screen. */
async function dialogLook(page: Page) {
  return page.evaluate(() => {
    const box = document.querySelector('[role=dialog][aria-modal=true]') as HTMLElement;
    const button = (name: string) =>
      Array.from(box.querySelectorAll('button')).find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name);
    const parts: Record<string, Element | null | undefined> = {
      backdrop: box.parentElement,
      box,
      title: box.querySelector('h2'),
      close: button('Close'),
      text: box.querySelector('p'),
      link: box.querySelector('p a'),
      decline: button('Decline'),
      accept: button('Accept all'),
    };
    const properties = [
      'color',
      'background-color',
      'font-family',
      'font-size',
      'font-weight',
      'line-height',
      'border-top-width',
      'border-top-style',
      'border-top-color',
      'border-top-left-radius',
      'padding-top',
      'padding-left',
      'box-shadow',
      'outline-style',
      'outline-color',
      'text-decoration-line',
      'cursor',
      'z-index',
      'position',
    ];
    return Object.fromEntries(
      Object.entries(parts).map(([name, el]) => {
        if (!el) return [name, null];
        const rect = el.getBoundingClientRect();
        // One colour, one spelling: a color-mix() computes to `color(srgb r g b / a)` when inserted by
        // script and to `rgba()` in index.html's style sheet.
        const sameColourForm = (value: string) =>
          value.replace(
            /color\(srgb ([\d.]+) ([\d.]+) ([\d.]+) \/ ([\d.]+)\)/g,
            (_m, r: string, g: string, b: string, a: string) =>
              `rgba(${[r, g, b].map((c) => Math.round(Number(c) * 255)).join(', ')}, ${Number(a)})`,
          );
        const style = getComputedStyle(el);
        // A border of no width is not seen, whatever its style and colour (a Chakra page's reset gives every element one).
        const seen = (p: string) =>
          !p.startsWith('border-top-') || p.endsWith('radius') || style.borderTopWidth !== '0px';
        return [
          name,
          {
            rect: [rect.x, rect.y, rect.width, rect.height].map((v) => Math.round(v * 2) / 2),
            ...Object.fromEntries(properties.filter(seen).map((p) => [p, sameColourForm(style.getPropertyValue(p))])),
            focused: document.activeElement === el,
          },
        ];
      }),
    );
  });
}

for (const [path, width] of [
  ['/subscriptions', 375],
  ['/subscriptions', 1280],
  ['/', 375],
  // A Chakra page (its reset under the dialog); the catalogue, the course pages and the career paths are light pages.
  ['/rating', 1280],
] as const) {
  test(`${path} at ${width} px: the static prompt looks exactly like the app's dialog, focus included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdTheApp(page);
    await openHeld(page, path);
    await expect(staticPrompt(page)).toBeVisible();
    await expect(cookieDialog(page)).toBeVisible();
    // Inter, not its fallback: the page is opened up to DOMContentLoaded, before the font may be in.
    await page.evaluate(() => document.fonts.ready);
    const before = await dialogLook(page);
    await lookAt(page, `cookie-static-${width}${path}`);
    release();
    // The app has taken over: its dialog is the only one.
    await expect(staticPrompt(page)).toHaveCount(0);
    await expect(cookieDialog(page)).toHaveCount(1);
    await expect(page.getByTestId('modal-backdrop')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const after = await dialogLook(page);
    await lookAt(page, `cookie-app-${width}${path}`);
    expect(before).toEqual(after);
    expect(before.close?.focused).toBe(true);
  });
}

test('before the app starts: Accept all stores true, and analytics start with the app, with no dialog', async ({
  page,
}) => {
  const requests = analyticsRequests(page);
  const release = await holdTheApp(page);
  await openHeld(page, '/subscriptions');
  await cookieDialog(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(cookieDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBe('true');
  expect(requests).toEqual([]);
  release();
  await expect.poll(() => requests.some((url) => url.includes('/gtm.js?id=GTM-QACAREER'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(cookieDialog(page)).toHaveCount(0);
});

test('before the app starts: Escape closes it for this page load only, nothing stored, no analytics', async ({
  page,
}) => {
  const requests = analyticsRequests(page);
  const release = await holdTheApp(page);
  await openHeld(page, '/courses');
  await expect(cookieDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cookieDialog(page)).toHaveCount(0);
  release();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBeNull();
  expect(requests).toEqual([]);
  // The next load asks again.
  await page.reload();
  await expect(cookieDialog(page)).toBeVisible();
});

test('before the app starts: focus is kept inside by Tab, and the app keeps it on the same control', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await openHeld(page, '/');
  const focusedName = () =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el?.closest('[role=dialog]') ? (el.getAttribute('aria-label') ?? el.textContent) : null;
    });
  expect(await focusedName()).toBe('Close');
  for (const expected of ['Privacy Policy', 'Decline', 'Accept all', 'Close', 'Privacy Policy', 'Decline']) {
    await page.keyboard.press('Tab');
    expect(await focusedName()).toBe(expected);
  }
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  expect(await focusedName()).toBe('Accept all');
  release();
  await expect(staticPrompt(page)).toHaveCount(0);
  await expect(page.getByTestId('modal-backdrop')).toBeVisible();
  await expect.poll(focusedName).toBe('Accept all');
  // Enter on it is the app's Accept all now.
  await page.keyboard.press('Enter');
  await expect(cookieDialog(page)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('euCookieState'))).toBe('true');
});

test('on a Chakra page, both copies pass axe (the link stays underlined), and the Privacy Policy link works', async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await openHeld(page, '/rating');
  await expect(staticPrompt(page)).toBeVisible();
  await expectNoSeriousViolations(page, '[role=dialog]');
  release();
  await expect(staticPrompt(page)).toHaveCount(0);
  await expect(page.getByTestId('modal-backdrop')).toBeVisible();
  // The rating board (and its Chakra reset) is on screen under the dialog.
  await expect(page.getByRole('heading', { level: 1, name: 'Rating' })).toBeVisible();
  await expectNoSeriousViolations(page, '[role=dialog]');
  await cookieDialog(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(cookieDialog(page)).toHaveCount(0);
});
