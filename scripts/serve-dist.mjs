#!/usr/bin/env node
// Serves the production builds of all four apps locally, the way a CDN would (e2e, bench,
// trying a build by hand). `--control` adds POST /__control/<app>/<up|down|notfound|hang|redeploy>
// on the host for fault tests (redeploy: the remote's chunks get new names, the old ones are gone); it
// needs the header `X-Control: 1`, and GET/PUT /__control/app-config reads and replaces the served
// app-config. `--integrity` pins each remote's entry to its hash in the app-config. `--api URL` points
// the site at another API (default :4000).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apps, repoRoot } from './lib/apps.mjs';
import { serveAll } from './lib/serve-all.mjs';

const args = process.argv.slice(2);
const apiIndex = args.indexOf('--api');
const apiBase = apiIndex >= 0 ? args[apiIndex + 1] : (process.env.API_BASE ?? 'http://127.0.0.1:4000');

for (const app of apps) {
  if (!existsSync(path.join(repoRoot, app.dir, 'dist/index.html'))) {
    console.error(`${app.dir}/dist is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
}
const site = await serveAll({ apiBase, control: args.includes('--control'), integrity: args.includes('--integrity') });
for (const app of apps) console.log(`${app.name.padEnd(10)} http://127.0.0.1:${app.servePort}`);
console.log(`API        ${apiBase}`);
const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
