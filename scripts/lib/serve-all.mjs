// Serves the four production builds in-process (bench, e2e): returns the servers by app name.
// `root`: the checkout whose builds to serve (`pnpm bench:ab` serves a second one); `portOffset`:
// added to every app's serve port, so two checkouts can be served side by side. `integrity`: the
// app-config pins each remote's entry to its hash. `canaries`: two canary builds of platform are
// served beside it (scripts/lib/canary-copies.mjs), on its port + 10 (healthy) and + 11 (broken).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { appConfigFor, apps, repoRoot } from './apps.mjs';
import { handleAppConfigControl } from './app-config-control.mjs';
import { canaryCopy } from './canary-copies.mjs';
import { createStaticServer } from './static-server.mjs';

const platform = apps.find((a) => a.name === 'platform');
/** The canary servers of `canaries: true`: name → port above platform's and how its copy differs. */
export const canaryServers = {
  'platform-canary': { plus: 10, suffix: 'canary', broken: false },
  'platform-broken': { plus: 11, suffix: 'broken', broken: true },
};

export async function serveAll({
  apiBase,
  control = false,
  root = repoRoot,
  portOffset = 0,
  integrity = false,
  canaries = false,
}) {
  const servers = {};
  const site = { appConfig: appConfigFor({ portOf: (a) => a.servePort + portOffset, apiBase, integrity, root }) };
  // Read on each request: PUT /__control/app-config replaces what the host serves from then on.
  const overrides = Object.defineProperty({}, '/app-config.json', {
    enumerable: true,
    get: () => JSON.stringify(site.appConfig),
  });
  const onControl = (req, res, url) => {
    // A custom header: a page on another origin cannot send one without a CORS preflight, which
    // this endpoint never grants, so a cross-origin form or text/plain post cannot flip a remote.
    if (req.headers['x-control'] !== '1') {
      res.writeHead(403, { 'Content-Type': 'text/plain' });
      return res.end('Send the X-Control: 1 header with POST /__control/<remote>/<mode>.');
    }
    if (url.pathname === '/__control/app-config') return handleAppConfigControl(req, res, site);
    const [, , name, mode] = url.pathname.split('/');
    // Own properties only: `constructor` or `__proto__` would find Object.prototype's members.
    const target = Object.hasOwn(servers, name) ? servers[name] : undefined;
    if (
      !target ||
      name === 'host' ||
      !['up', 'down', 'notfound', 'hang', 'redeploy'].includes(mode) ||
      req.method !== 'POST'
    ) {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      const names = Object.keys(servers).filter((n) => n !== 'host');
      return res.end(
        `POST /__control/<${names.join('|')}>/<up|down|notfound|hang|redeploy>, or GET/PUT /__control/app-config`,
      );
    }
    target.setMode(mode).then(
      () => {
        res.writeHead(204);
        res.end();
      },
      (error) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(`Could not switch ${name} ${mode}: ${error.message}`);
      },
    );
  };
  for (const app of apps) {
    const isHost = app.name === 'host';
    servers[app.name] = createStaticServer({
      dir: path.join(root, app.dir, 'dist'),
      port: app.servePort + portOffset,
      spa: true,
      overrides: isHost ? overrides : {},
      onControl: isHost && control ? onControl : undefined,
    });
    await servers[app.name].start();
  }
  const copies = [];
  if (canaries) {
    const dist = path.join(root, platform.dir, 'dist');
    const stable = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')).metaData.buildInfo
      .buildVersion;
    for (const [name, { plus, suffix, broken }] of Object.entries(canaryServers)) {
      const dir = canaryCopy(dist, { version: `${stable}-${suffix}`, broken });
      copies.push(dir);
      servers[name] = createStaticServer({ dir, port: platform.servePort + plus + portOffset });
      await servers[name].start();
    }
  }
  return {
    servers,
    hostUrl: `http://127.0.0.1:${apps[0].servePort + portOffset}`,
    /** The app-config served now (PUT /__control/app-config replaces it). */
    get appConfig() {
      return site.appConfig;
    },
    async stop() {
      await Promise.all(Object.values(servers).map((s) => s.stop()));
      for (const dir of copies) rmSync(dir, { recursive: true, force: true });
    },
  };
}
