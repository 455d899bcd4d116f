import { expect, test } from '@playwright/test';
import { API, appOrigins } from '../support/ports';

interface VersionSummary {
  version: string;
  role: string;
  loads: number;
  sessions: number;
  lcpP75: number | null;
}
interface Summary {
  remotes: { remote: string; versions: VersionSummary[] }[];
}

// The beacons' bodies are not visible to Playwright (a Blob): the host's payloads are checked against
// the OTLP schema in host/src/telemetry/__tests__, the receiver's in dev-api/test/signals.test.ts.
test('a visit to a platform page, once left, shows in the dev API as a load of its version with an LCP sample', async ({
  page,
  request,
}) => {
  const manifest = (await (await request.get(`${appOrigins[2]}/mf-manifest.json`)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  const version = manifest.metaData.buildInfo.buildVersion;
  // From now, with no margin: signals carry the time they happened on this machine's clock, and a
  // margin let in the last page of the test before this one in the worker (2 sessions, not 1).
  const since = Date.now();
  const reporterLoaded = page.waitForResponse((response) => /\/signals\.[^/]*\.js$/.test(response.url()));

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // The reporter is a lazy chunk that loads after the first page: what happened before is kept for it.
  await reporterLoaded;
  await page.goto('about:blank'); // leaving: pagehide, the page hidden, the beacon

  const platform = async () => {
    const summary = (await (await request.get(`${API}/dev/releases/signals?since=${since}`)).json()) as Summary;
    return summary.remotes.find((r) => r.remote === 'platform')?.versions.find((v) => v.version === version);
  };
  await expect.poll(async () => (await platform())?.lcpP75 ?? null, { timeout: 10_000 }).not.toBeNull();
  const reported = await platform();
  expect(reported?.role).toBe('stable');
  expect(reported?.loads).toBeGreaterThanOrEqual(1);
  expect(reported?.sessions).toBe(1);
});
