import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { entryIntegrity, repoRoot } from '../../scripts/lib/apps.mjs';
import { ports } from '../support/ports';
import { setRemote } from '../support/remote-control';
import {
  countLoads,
  readAppConfig,
  recordRequests,
  visitAs,
  visitorFor,
  writeAppConfig,
  type AppConfig,
} from '../support/rollout';

const CANARY = `http://127.0.0.1:${ports.platformCanary}/mf-manifest.json`;
const BROKEN = `http://127.0.0.1:${ports.platformBroken}/mf-manifest.json`;
const STABLE = `http://127.0.0.1:${ports.platform}/mf-manifest.json`;
const PREVIEW_ORIGIN = `http://127.0.0.1:${ports.platformCanary}`;
/** The hash of platform's own entry: the broken canary's entry (changed) does not match it. */
const platformIntegrity = () => entryIntegrity(path.join(repoRoot, 'remote-platform/dist'));

let original: AppConfig;
test.beforeAll(async ({ request }) => {
  original = await readAppConfig(request);
});
test.afterEach(async ({ request }) => {
  await writeAppConfig(request, original);
  for (const name of ['platform', 'platform-canary'] as const) await setRemote(request, name, 'up');
});

async function configure(request: Parameters<typeof writeAppConfig>[0], change: (config: AppConfig) => void) {
  const config = structuredClone(original);
  change(config);
  await writeAppConfig(request, config);
}

/** The catalogue is on screen, from `role` of platform, with no fallback screen. */
async function expectCatalogue(page: Page, role: string, version = '0.1.0', timeout = 15_000) {
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout });
  const container = page.locator('[data-remote="platform"][data-remote-version]');
  await expect(container).toHaveAttribute('data-remote-role', role);
  await expect(container).toHaveAttribute('data-remote-version', version);
  await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
}

test.describe('a platform canary at 50 % whose pages throw on render', () => {
  test.beforeEach(async ({ request }) => {
    await configure(request, (c) => (c.remotes.platform = { url: STABLE, canary: { url: BROKEN, percent: 50 } }));
  });

  test('a visitor in its share still sees the catalogue (stable), with no fallback screen and no reload', async ({
    page,
  }) => {
    await visitAs(page, visitorFor(BROKEN, 50, true));
    const requests = recordRequests(page);
    const loads = countLoads(page);
    await page.goto('/courses');
    await expectCatalogue(page, 'stable');
    expect(requests).toContain(BROKEN); // the canary was this visitor's, and was tried
    expect(loads()).toBe(1);
    // The code that moves to the next version came with the failure.
    expect(requests.filter((url) => /\/fall-back\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);
    // The rest of the visit stays on stable: the canary is not tried again.
    const before = requests.filter((url) => url === BROKEN).length;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Career Paths' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/courses');
    await expectCatalogue(page, 'stable');
    expect(requests.filter((url) => url === BROKEN)).toHaveLength(before);
  });

  test('a visitor outside its share gets stable and never asks for the canary', async ({ page }) => {
    await visitAs(page, visitorFor(BROKEN, 50, false));
    const requests = recordRequests(page);
    await page.goto('/courses');
    await expectCatalogue(page, 'stable');
    expect(requests.filter((url) => url.startsWith(`http://127.0.0.1:${ports.platformBroken}`))).toEqual([]);
    // Nothing failed: the code that moves to another version was never fetched.
    expect(requests.filter((url) => url.includes('/fall-back.'))).toEqual([]);
  });
});

test('a healthy canary at 100 % runs, named by its version on the page', async ({ page, request }) => {
  await configure(request, (c) => (c.remotes.platform = { url: STABLE, canary: { url: CANARY, percent: 100 } }));
  await page.goto('/courses');
  await expectCatalogue(page, 'canary', '0.1.0-canary');
});

for (const mode of ['notfound', 'hang'] as const) {
  test(`a canary whose manifest ${mode === 'hang' ? 'hangs' : 'answers 404'} gives way to stable`, async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await configure(request, (c) => (c.remotes.platform = { url: STABLE, canary: { url: CANARY, percent: 100 } }));
    await setRemote(request, 'platform-canary', mode);
    const requests = recordRequests(page);
    await page.goto('/courses');
    // a hanging manifest is left after the host's 10 s limit
    await expectCatalogue(page, 'stable', '0.1.0', 30_000);
    expect(requests).toContain(CANARY);
  });
}

test('the configured stable manifest gone, the last known good version keeps the site working', async ({
  page,
  request,
}) => {
  // A first visit while the canary's build was the stable one: it loads and renders, and is remembered.
  await configure(request, (c) => (c.remotes.platform = CANARY));
  await page.goto('/courses');
  await expectCatalogue(page, 'stable', '0.1.0-canary');
  // Then the app-config names a stable version whose manifest is gone.
  await configure(request, (c) => (c.remotes.platform = STABLE));
  await setRemote(request, 'platform', 'notfound');
  await page.goto('/courses');
  await expectCatalogue(page, 'last-known-good', '0.1.0-canary', 30_000);
});

test.describe('previews', () => {
  test.beforeEach(async ({ request }) => {
    await configure(request, (c) => (c.previewOrigins = [PREVIEW_ORIGIN]));
  });

  test('a manifest on an allowed origin is previewed with a banner; Exit preview goes back to stable', async ({
    page,
  }) => {
    await page.goto(`/courses?preview=platform:${CANARY}`);
    await expectCatalogue(page, 'preview', '0.1.0-canary');
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText('Previewing platform version 0.1.0-canary');
    await expect(page).toHaveURL(/\/courses$/); // the parameter is taken off the address
    // kept for the tab: another page load still previews
    await page.reload();
    await expectCatalogue(page, 'preview', '0.1.0-canary');
    await banner.getByRole('button', { name: 'Exit preview' }).click();
    await expectCatalogue(page, 'stable');
    await expect(banner).toHaveCount(0);
  });

  const refused: [string, string][] = [
    ['a foreign origin', `http://localhost:${ports.platformCanary}/mf-manifest.json`],
    ['a javascript: URL', 'javascript:alert(document.domain)'],
    ['an encoded origin', encodeURIComponent(`http://%6cocalhost:${ports.platformCanary}/mf-manifest.json`)],
    ['a look-alike host', `http://127.0.0.1.evil.test:${ports.platformCanary}/mf-manifest.json`],
    [
      'credentials before a foreign host',
      `http://127.0.0.1:${ports.platformCanary}@localhost:${ports.platformCanary}/m.json`,
    ],
  ];
  for (const [what, url] of refused) {
    test(`${what} is ignored: no request to it, no banner, stable runs`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(`/courses?preview=platform:${url}`);
      await expectCatalogue(page, 'stable');
      await expect(page.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
      const foreign = requests.filter((r) => {
        const { hostname, port } = new URL(r);
        return hostname !== '127.0.0.1' || port === String(ports.platformCanary);
      });
      expect(foreign).toEqual([]);
    });
  }
});

test.describe('integrity of the entry', () => {
  test('an entry that matches its pinned hash runs', async ({ page, request }) => {
    const integrity = platformIntegrity();
    await configure(
      request,
      (c) => (c.remotes.platform = { url: STABLE, canary: { url: CANARY, integrity, percent: 100 } }),
    );
    await page.goto('/courses');
    await expectCatalogue(page, 'canary', '0.1.0-canary');
  });

  test('a tampered canary entry is refused by the browser and stable runs instead', async ({ page, request }) => {
    const integrity = platformIntegrity();
    await configure(
      request,
      (c) => (c.remotes.platform = { url: STABLE, canary: { url: BROKEN, integrity, percent: 100 } }),
    );
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    const requests = recordRequests(page);
    await page.goto('/courses');
    await expectCatalogue(page, 'stable');
    // Fetched, never run: run, its pages would have thrown on render.
    expect(requests).toContain(`http://127.0.0.1:${ports.platformBroken}/remoteEntry.js`);
    expect(errors.join('\n')).not.toMatch(/throws on render/);
  });

  test('a tampered stable entry with nothing to fall back to shows the fallback screen', async ({ page, request }) => {
    await configure(request, (c) => (c.remotes.platform = { url: BROKEN, integrity: platformIntegrity() }));
    await page.goto('/courses');
    await expect(page.getByTestId('remote-fallback')).toBeVisible({ timeout: 20_000 });
  });
});
