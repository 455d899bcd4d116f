/**
 * Pages load before the click: the other remotes' manifests once the first page is up (JSON, no
 * code), the link the visitor presses (before the release) or points at (its code and its first
 * data), and, once the visitor engages with the page, the code of the light pages it links to (no data).
 */
import { expect, test, type Page } from '@playwright/test';
import { ports } from '../support/ports';

/** Every request the page makes to the server on `port`, as paths with their query. */
function requestsTo(page: Page, port: number): string[] {
  const origin = `http://127.0.0.1:${port}`;
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) seen.push(request.url().slice(origin.length));
  });
  return seen;
}

const MANIFEST = '/mf-manifest.json';
/** What a visitor who has not engaged gets from a remote not on screen: its manifest, read once. */
const manifestOnly = (requests: string[]) => expect.poll(() => requests).toEqual([MANIFEST]);

/** The landing, wide, scrolled by script (not by the visitor: no wheel) until its popular courses show. */
async function landingWithPopularCourses(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The popular courses render as they scroll into view; 'Browse the catalogue' leads to /courses.
  const link = page.getByRole('link', { name: 'Browse the catalogue' });
  for (let step = 0; step < 40 && (await link.count()) === 0; step++) await page.evaluate(() => scrollBy(0, 400));
  await expect(link).toHaveAttribute('href', '/courses');
  await page.waitForLoadState('networkidle');
  return link;
}

test('pointing at a course loads the platform remote and that course before the click, and the page then opens', async ({
  page,
}) => {
  const platform = requestsTo(page, ports.platform);
  const api = requestsTo(page, ports.api);
  await landingWithPopularCourses(page);
  await manifestOnly(platform);

  const card = page.locator('a[href^="/courses/"]').first();
  const coursePath = (await card.getAttribute('href')) ?? '';
  // A person's pointer moves to the card (one synthetic move has no movement: not engagement).
  await page.mouse.move(20, 20);
  await card.hover();
  await expect
    .poll(() => platform)
    .toEqual(expect.arrayContaining(['/remoteEntry.js', expect.stringMatching(/_CoursePage\./)]));
  // The load took the manifest read ahead.
  expect(platform.filter((path) => path === MANIFEST)).toHaveLength(1);
  // The course's own data: the intent preload's, never the warm-up's (which loads code only).
  await expect.poll(() => api).toContain(coursePath);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${coursePath}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the catalogue opened from the landing's popular courses takes the courses the landing read: one request for both pages", async ({
  page,
}) => {
  const api = requestsTo(page, ports.api);
  const link = await landingWithPopularCourses(page);
  const catalogueReads = () => api.filter((path) => /^\/courses(\?|$)/.test(path));
  expect(catalogueReads()).toHaveLength(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('main').locator('a[href^="/courses/"]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(catalogueReads()).toHaveLength(1);
});

test('a press on a link loads its page before the release, with nothing loaded ahead of it; the release then opens it', async ({
  page,
}) => {
  // Without the chunk that engagement loads (intent preload, warm-ups), only the press can start it.
  await page.route(/\/ahead\.[0-9a-f]+\.js$/, (route) => route.abort());
  const platform = requestsTo(page, ports.platform);
  const api = requestsTo(page, ports.api);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await manifestOnly(platform);

  const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' });
  const box = await link.boundingBox();
  if (!box) throw new Error('the Career Paths link is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await expect
    .poll(() => platform)
    .toEqual(expect.arrayContaining(['/remoteEntry.js', expect.stringMatching(/_PathsPage\./)]));
  // Its first data is there before the release too (the landing's career paths may have read the same
  // list already), fetched once; and the manifest read ahead was taken, not fetched again.
  await expect.poll(() => api.filter((path) => /^\/paths(\?|$)/.test(path))).toHaveLength(1);
  expect(platform.filter((path) => path === MANIFEST)).toHaveLength(1);
  await expect(page).toHaveURL(/\/$/);
  await page.mouse.up();
  await expect(page).toHaveURL(/\/paths$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).toBeVisible();
});

test("a click to a page whose code is slow holds the page clicked, with a bar at the top, for at most 400 ms; then the page's placeholder, then the page", async ({
  page,
}) => {
  // The page's module is held by the test until it lets it go.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/_PathsPage\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // In the page: when the bar comes and goes (observed after the fact: `gone` is noted once the location has changed).
  await page.addInitScript(() => {
    const seen: { what: string; at: number; path: string }[] = [];
    (window as unknown as { __bar: typeof seen }).__bar = seen;
    new MutationObserver((records) => {
      for (const record of records) {
        const note = (nodes: NodeList, what: string) =>
          nodes.forEach((node) => {
            if (node instanceof Element && node.classList.contains('qa-nav-pending'))
              seen.push({ what, at: performance.now(), path: location.pathname });
          });
        note(record.addedNodes, 'shown');
        note(record.removedNodes, 'gone');
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();
  await expect(page).toHaveURL(/\/paths$/);
  const bar = await page.evaluate(() => (window as unknown as { __bar: unknown }).__bar);
  // Shown on the landing, the location unchanged, and gone 400 ms later as the location changed.
  expect(bar).toEqual([
    { what: 'shown', at: expect.any(Number), path: '/' },
    { what: 'gone', at: expect.any(Number), path: '/paths' },
  ]);
  const [shown, gone] = bar as [{ at: number }, { at: number }];
  expect(gone.at - shown.at).toBeGreaterThanOrEqual(390);
  // Held no longer than that: the page's placeholder, not the landing, while its code is still on its way.
  await expect(page.locator('main [role="status"][data-kind="page"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).not.toBeVisible();
  await expect(page.locator('.qa-nav-pending')).toHaveCount(0);

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).toBeVisible();
});

test("a visitor who only looks reads the other remotes' manifests and loads no other page; once they engage, the pages linked on screen and in the menu load, code only", async ({
  page,
}) => {
  const platform = requestsTo(page, ports.platform);
  const auth = requestsTo(page, ports.auth);
  const api = requestsTo(page, ports.api);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  await manifestOnly(platform);
  await manifestOnly(auth);
  const apiBefore = api.length;

  // A key: a pointer could come to rest on a link, whose intent preload would fetch that page's data.
  await page.keyboard.press('Shift');
  // Career Paths and Courses (platform), Sign Up / Login (auth).
  await expect.poll(() => platform).toContain('/remoteEntry.js');
  await expect.poll(() => auth).toContain('/remoteEntry.js');
  await page.waitForLoadState('networkidle');
  expect(api.slice(apiBefore)).toEqual([]);
  // The loads took the manifests read ahead: none is fetched again.
  expect([...platform, ...auth].filter((path) => path === MANIFEST)).toHaveLength(2);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Career Paths' })).toBeVisible();
});

test('when the browser saves data, pointing at, focusing or moving over the page fetches nothing ahead; the click still works', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } });
  });
  const platform = requestsTo(page, ports.platform);
  const link = await landingWithPopularCourses(page);
  await link.focus();
  await link.hover();
  await page.mouse.move(300, 300, { steps: 3 });
  await page.waitForTimeout(1_500);
  expect(platform).toEqual([]);
  await link.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
});
