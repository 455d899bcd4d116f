import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Browser } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { armOf, fetchAggregate, versionsOfRemote } from '../../scripts/release/signals.mjs';
import { API, ports, SITE } from '../support/ports';
import { bucketOf, readAppConfig, visitAs, writeAppConfig, type AppConfig } from '../support/rollout';

// `pnpm release watch` against this worker's served app-config and dev API: visitors produce the
// signals, the command judges them and writes its decision where the host reads it.
const STABLE = `http://127.0.0.1:${ports.platform}/mf-manifest.json`;
const CANARY = `http://127.0.0.1:${ports.platformCanary}/mf-manifest.json`;
const BROKEN = `http://127.0.0.1:${ports.platformBroken}/mf-manifest.json`;
const run = promisify(execFile);

let original: AppConfig;
test.beforeAll(async ({ request }) => {
  original = await readAppConfig(request);
});
test.afterEach(async ({ request }) => {
  await writeAppConfig(request, original);
});

/** One visit of the catalogue, in its own browser context, left so its beacon goes. */
async function visitCatalogueAs(browser: Browser, visitor: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await visitAs(page, visitor);
  const reporter = page.waitForResponse((response) => /\/signals\.[^/]*\.js$/.test(response.url()));
  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout: 15_000 });
  // The heading shows from the prerendered copy at once: leave only once the remote's page runs,
  // or the visit has no load of its version to report.
  await expect(page.locator('[data-remote="platform"][data-remote-version]')).toBeAttached({ timeout: 15_000 });
  await reporter;
  await page.goto('about:blank'); // leaving: pagehide sends the batch
  await context.close();
}

/** One visit per visitor, three at a time: a visit mostly waits (its reporter loads once the page is idle). */
async function visitCatalogue(browser: Browser, visitors: string[]) {
  for (let first = 0; first < visitors.length; first += 3)
    await Promise.all(visitors.slice(first, first + 3).map((visitor) => visitCatalogueAs(browser, visitor)));
}

/**
 * Waits until the dev API counts at least `count` sessions of the canary at `url` in the watch's
 * window: a visit's beacon, sent as it leaves, may still be on its way when the visits end.
 */
async function untilCanarySessions(url: string, count: number) {
  // Read as the watch reads them: its aggregate and its way of finding the canary's arm.
  const sessions = async () => {
    const aggregate = await fetchAggregate(API, { sinceMs: Date.now() - 120_000 });
    return armOf(versionsOfRemote(aggregate, 'platform'), 'canary', { url })?.sessions ?? 0;
  };
  await expect.poll(sessions, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
}

/** `pnpm release watch platform --once` on this worker's site; resolves with its exit code and output. */
async function watchOnce(...options: string[]): Promise<{ code: number; output: string }> {
  const args = [path.join(repoRoot, 'scripts/release.mjs'), 'watch', 'platform', '--config', SITE];
  args.push('--signals', API, '--window', '2m', '--min-sessions', '5', '--once', ...options);
  try {
    const { stdout } = await run(process.execPath, args, { cwd: repoRoot });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** `count` distinct visitor ids whose bucket for `canary` is inside (or outside) a 50 % share. */
function visitorsOf(canary: string, inside: boolean, count: number): string[] {
  const found: string[] = [];
  for (let n = 0; found.length < count && n < 10_000; n++) {
    const id = n.toString(16).padStart(32, 'a');
    if (bucketOf(id, 'platform', canary) < 50 === inside) found.push(id);
  }
  return found;
}

test('a canary that throws on render is rolled back by watch, and the next visitor in its share gets stable only', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const config = structuredClone(original);
  config.remotes.platform = { url: STABLE, canary: { url: BROKEN, percent: 50 } };
  await writeAppConfig(request, config);
  const inside = visitorsOf(BROKEN, true, 6);
  await visitCatalogue(browser, [...inside, ...visitorsOf(BROKEN, false, 6)]);
  await untilCanarySessions(BROKEN, 5);

  const { code, output } = await watchOnce();
  expect(output).toContain('rolled back');
  expect(code).toBe(2);
  const written = (await readAppConfig(request)).remotes.platform;
  expect(typeof written === 'object' && written.canary?.percent).toBe(0);

  // A new visit of a visitor in the old share: stable, and the broken canary is never asked for.
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await visitAs(page, inside[0] ?? '');
  await page.goto('/courses');
  await expect(page.locator('[data-remote="platform"][data-remote-version]')).toHaveAttribute(
    'data-remote-role',
    'stable',
  );
  expect(requests.filter((url) => url.startsWith(`http://127.0.0.1:${ports.platformBroken}`))).toEqual([]);
});

test('a healthy canary is promoted by watch: its manifest becomes the stable one', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const config = structuredClone(original);
  config.remotes.platform = { url: STABLE, canary: { url: CANARY, percent: 50 } };
  await writeAppConfig(request, config);
  // One more visitor in each share than the 5 sessions the watch needs: a beacon can be lost as a tab closes.
  await visitCatalogue(browser, [...visitorsOf(CANARY, true, 6), ...visitorsOf(CANARY, false, 6)]);
  await untilCanarySessions(CANARY, 5);

  // Timings on a busy test machine are no verdict: the margins are wide, failures decide.
  const { code, output } = await watchOnce('--promote-after', '1ms', '--lcp-margin', '10', '--inp-margin', '10');
  expect(output).toContain('promoted');
  expect(code).toBe(0);
  const written = (await readAppConfig(request)).remotes.platform;
  expect(typeof written === 'object' ? written.url : written).toBe(CANARY);
});
