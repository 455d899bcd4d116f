import { existsSync } from 'node:fs';
import path from 'node:path';

import type { FullConfig } from '@playwright/test';

import { apps, repoRoot } from '../../scripts/lib/apps.mjs';

import { startDevApi } from '../../scripts/lib/dev-api-process.mjs';

import { serveAll } from '../../scripts/lib/serve-all.mjs';

import { prerender } from '../../scripts/prerender/prerender.mjs';

import { portsFor } from './ports';
import { prepareSiteRoot, removeSiteRoot } from './worker-sites';

/**
 * Per worker (config.workers of them, ports from `portsFor(slot)`): a dev API on its own throw-away
 * database and the four builds served with the control endpoint, so a fault test switches off only
 * its own worker's remote or API. The content pages are prerendered once, from worker 0's API.
 */
export default async function globalSetup(config: FullConfig) {
  for (const app of apps) {
    if (!existsSync(path.join(repoRoot, app.dir, 'dist/index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run \`pnpm build\` before the e2e suite.`);
    }
  }
  const slots = Array.from({ length: config.workers }, (_, slot) => slot);
  const stops: (() => Promise<unknown>)[] = [];
  const stopAll = async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
    for (const slot of slots) removeSiteRoot(slot);
  };
  try {
    const started = await Promise.allSettled(
      slots.map((slot) => startDevApi({ port: portsFor(slot).api, faults: true })),
    );
    for (const outcome of started) if (outcome.status === 'fulfilled') stops.push(outcome.value.stop);
    const apis = started.map((outcome) => {
      if (outcome.status === 'rejected') throw outcome.reason;
      return outcome.value;
    });
    const [first] = apis;
    if (!first) throw new Error('no worker to serve the site for');
    const firstPorts = portsFor(0);
    // Whatever API the build was prerendered from: the pages' markup and data hold this one's image URLs.
    await prerender({
      apiBase: first.url,
      siteOrigin: `http://127.0.0.1:${firstPorts.host}`,
      portOffset: firstPorts.offset,
      log: () => {},
    });
    for (const [slot, api] of apis.entries()) {
      const site = await serveAll({
        apiBase: api.url,
        control: true,
        canaries: true,
        portOffset: portsFor(slot).offset,
        root: prepareSiteRoot(slot),
      });
      stops.push(site.stop);
    }
  } catch (error) {
    await stopAll(); // no teardown runs after a failed setup: leave nothing behind
    throw error;
  }
  return stopAll;
}
