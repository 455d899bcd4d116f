#!/usr/bin/env node
// Serves the production builds of all four apps locally, the way a CDN would
// (used by e2e and bench). `--control` adds /__control/<app>/<mode> on the host for fault tests.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { appConfigFor, apps, repoRoot } from './lib/apps.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const apiBase = flag('api', process.env.API_BASE ?? 'http://127.0.0.1:4000');
const control = args.includes('--control');

for (const app of apps) {
  if (!existsSync(path.join(repoRoot, app.dir, 'dist/index.html'))) {
    console.error(`${app.dir}/dist is missing: run \`pnpm build\` first.`);
    process.exit(1);
  }
}

const servers = {};
function onControl(req, res, url) {
  const [, , name, mode] = url.pathname.split('/');
  const target = servers[name];
  if (!target || !['up', 'down', 'notfound', 'hang'].includes(mode) || req.method !== 'POST') {
    res.writeHead(400); return res.end('POST /__control/<marketing|platform|auth>/<up|down|notfound|hang>');
  }
  target.setMode(mode).then(() => { res.writeHead(204); res.end(); });
}

const appConfig = JSON.stringify(appConfigFor({ portOf: (a) => a.servePort, apiBase }), null, 2);
for (const app of apps) {
  const isHost = app.name === 'host';
  servers[app.name] = createStaticServer({
    dir: path.join(repoRoot, app.dir, 'dist'),
    port: app.servePort,
    spa: true,
    overrides: isHost ? { '/app-config.json': appConfig } : {},
    onControl: isHost && control ? onControl : undefined,
  });
  await servers[app.name].start();
  console.log(`${app.name.padEnd(10)} http://127.0.0.1:${app.servePort}`);
}
console.log(`API        ${apiBase}${control ? '\nfault control on the host: POST /__control/<app>/<mode>' : ''}`);
const stop = async () => { await Promise.all(Object.values(servers).map((s) => s.stop())); process.exit(0); };
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
