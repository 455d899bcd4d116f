import { existsSync } from 'node:fs';
import path from 'node:path';

import { apps, repoRoot } from '../../scripts/lib/apps.mjs';

import { startDevApi } from '../../scripts/lib/dev-api-process.mjs';

import { serveAll } from '../../scripts/lib/serve-all.mjs';

import { prerender } from '../../scripts/prerender/prerender.mjs';

import { portOffset, ports, SITE } from './ports';

export const E2E_API_PORT = ports.api;

export default async function globalSetup() {
  for (const app of apps as { dir: string }[]) {
    if (!existsSync(path.join(repoRoot as string, app.dir, 'dist/index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run \`pnpm build\` before the e2e suite.`);
    }
  }
  const api = await startDevApi({ port: E2E_API_PORT, faults: true });
  // The content pages are prerendered from this API, whatever API the build was prerendered from
  // (their markup and data hold its image URLs).
  let site: Awaited<ReturnType<typeof serveAll>>;
  try {
    await prerender({ apiBase: api.url, siteOrigin: SITE, log: () => {}, portOffset });
    site = await serveAll({ apiBase: api.url, control: true, canaries: true, portOffset });
  } catch (error) {
    await api.stop(); // no teardown runs after a failed setup: do not leave the API behind
    throw error;
  }
  return async () => {
    await site.stop();
    await api.stop();
  };
}
