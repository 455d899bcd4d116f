import { expect, test, type Page, type Request } from '@playwright/test';
import { API, openAtFooter, signIn } from '../support/session';
import { appOrigins, SITE } from '../support/ports';

declare global {
  interface Window {
    __pwned?: number;
  }
}

test.beforeEach(async ({ page }) => {
  // A cached country keeps the geolocation lookup out of these journeys.
  await page.addInitScript(() => {
    if (!localStorage.getItem('country_name')) localStorage.setItem('country_name', 'United States');
  });
});

test.afterEach(async ({ request }) => {
  await request.delete(`${API}/__faults`);
});

const hostile = [
  '<p>Career help for testers.</p>',
  '<script>window.__pwned=1</script>',
  '<img src=x onerror="window.__pwned=2">',
  '<svg onload="window.__pwned=3"></svg>',
  '<a href="javascript:window.__pwned=4">x</a>',
  '<iframe src="https://example.com"></iframe>',
  '<a href="https://example.com" target="_blank">ext</a>',
].join('\n');

/** Six footer items shaped like the blog API's (dev-api seed), each holding the hostile HTML. */
const footerItems = [
  { slug: 'career-paths', title: 'Career Paths', text: 'Career Paths', link: '/paths' },
  { slug: 'courses', title: 'Courses', text: 'Courses', link: '/courses' },
  { slug: 'events', title: 'Workshops & Events', text: 'Workshops & Events', link: '/events' },
  { slug: 'mentorship', title: 'Mentorship', text: 'Find a mentor', link: '/mentorship' },
  { slug: 'community', title: 'Community', text: 'Community', link: 'https://example.com/community' },
  { slug: 'rating', title: 'Rating', text: 'Rating', link: '/rating' },
].map((item, index) => ({
  id: index + 1,
  custom_fields: { button: [item.text], button_link: [item.link] },
  content: { rendered: hostile },
  title: { rendered: item.title },
  featured_media: 0,
  img_url: `https://picsum.photos/seed/footer-${item.slug}/1200/630`,
  slug: item.slug,
}));

test('footer HTML from the blog API renders inert, and its new-tab links carry rel="noopener noreferrer"', async ({
  page,
}) => {
  let served = 0;
  await page.route('**/wp-json/wp/v2/footer**', async (route) => {
    served += 1;
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*', 'x-wp-total': '6', 'x-wp-totalpages': '1' },
      body: JSON.stringify(footerItems),
    });
  });
  // Not a prerendered page: those come with the footer's data in their HTML and do not request it.
  await openAtFooter(page, '/events');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer).toBeVisible();
  expect(served).toBeGreaterThan(0);
  // The featured item's HTML has been sanitised and rendered (the element is no longer pending).
  await expect(footer.locator('[data-safe-html="pending"]')).toHaveCount(0);
  await expect(footer.getByText('Career help for testers.')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'ext', exact: true })).toBeVisible();
  // Give an event handler that slipped through (img onerror, svg onload) the time to run.
  await page.waitForTimeout(1_000);

  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
  await expect(footer.locator('script, iframe, [onerror], [onload]')).toHaveCount(0);
  await expect(footer.locator('a[href^="javascript:" i], [href*="javascript:" i]')).toHaveCount(0);
  const blankLinks = footer.locator('a[target="_blank"]');
  // The external footer link and the content's `ext` link: the check below is never vacuous.
  expect(await blankLinks.count()).toBeGreaterThanOrEqual(2);
  for (const rel of await blankLinks.evaluateAll((links) => links.map((a) => a.getAttribute('rel') ?? ''))) {
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }
});

const isRefresh = (request: Request) => request.method() === 'POST' && request.url() === `${API}/auth/refresh`;

/** In order: `refresh` for every POST /auth/refresh, `users:<status>` for every GET /users/:id answer. */
function recordAuthTraffic(page: Page): string[] {
  const log: string[] = [];
  page.on('request', (request) => {
    if (isRefresh(request)) log.push('refresh');
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() === 'GET' && /^\/users\/\d+$/.test(new URL(response.url()).pathname)) {
      log.push(`users:${response.status()}`);
    }
  });
  return log;
}

test('an access token refused with 401 makes exactly one refresh call, then the request is retried', async ({
  page,
  request,
}) => {
  // The only authenticated main-API call the UI makes after session start is GET /users/:id
  // (signed-in country); the dev API refuses it once with 401, as for an expired access token.
  await signIn(page, request);
  const fault = await request.post(`${API}/__faults`, {
    data: { method: 'GET', url: '/users/*', status: 401, times: 1 },
  });
  expect(fault.status()).toBe(201);
  const log = recordAuthTraffic(page);

  await page.goto('/paths');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
  await expect.poll(() => log.filter((entry) => entry === 'users:200').length).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(1_500); // room for a second (wrong) refresh or a refresh loop

  const first401 = log.indexOf('users:401');
  expect(first401, log.join(', ')).toBeGreaterThan(0);
  // session start: one refresh before the 401; after it: exactly one refresh, then the retry succeeds.
  expect(
    log.slice(0, first401).filter((entry) => entry === 'refresh'),
    log.join(', '),
  ).toHaveLength(1);
  expect(
    log.slice(first401).filter((entry) => entry === 'refresh'),
    log.join(', '),
  ).toHaveLength(1);
  expect(log.slice(first401 + 1), log.join(', ')).toContain('users:200');
  // Still signed in: the drawer offers Logout.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('five parallel refresh requests from the running site make exactly one refresh call', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/events');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.waitForLoadState('networkidle');
  const log = recordAuthTraffic(page);

  // Five callers at once through the kernel's session service — the very module instance every
  // app's API client asks after a 401, taken from the federation share scope (no test hook in
  // the product). The interceptors of each app's client are covered by the data layer's tests.
  const tokens = await page.evaluate(async () => {
    type Factory = () => Record<string, unknown>;
    type Shared = Record<string, Record<string, { get: () => Promise<Factory> }>>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Record<string, { default: Shared }> } })
      .__FEDERATION__.__SHARE__;
    const host = Object.entries(scopes).find(([name]) => name.startsWith('host:'))?.[1].default ?? {};
    const [version] = Object.values(host['@qa/shared/kernel/session/session'] ?? {});
    if (!version) throw new Error('the session service is not in the host share scope');
    const { refreshAfterUnauthorized } = (await version.get())() as {
      refreshAfterUnauthorized: () => Promise<string | null>;
    };
    return Promise.all(Array.from({ length: 5 }, () => refreshAfterUnauthorized()));
  });

  expect(tokens.every((token) => typeof token === 'string' && token === tokens[0])).toBe(true);
  expect(
    log.filter((entry) => entry === 'refresh'),
    log.join(', '),
  ).toHaveLength(1);
});

test('a malformed URL (GET /%) gets 400 from every app server, and the site keeps serving afterwards', async ({
  page,
  request,
}) => {
  // One bad request used to throw inside the static server and take all four servers down.
  for (const origin of appOrigins) {
    const response = await request.get(`${origin}/%`);
    expect(response.status(), origin).toBe(400);
  }
  const home = await request.get(`${SITE}/`);
  expect(home.status()).toBe(200);
  expect(home.headers()['content-type']).toContain('text/html');
  for (const origin of appOrigins.slice(1)) {
    expect((await request.get(`${origin}/mf-manifest.json`)).status(), origin).toBe(200);
  }
  await page.goto('/paths');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Career Paths');
});
