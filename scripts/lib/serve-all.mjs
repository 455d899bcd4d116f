// Serves the four production builds in-process (bench, e2e): returns the servers by app name.
// `root`: the checkout whose builds to serve (`pnpm bench:ab` serves a second one); `portOffset`:
// added to every app's serve port, so two checkouts can be served side by side.
import path from 'node:path';
import { appConfigFor, apps, repoRoot } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';

export async function serveAll({ apiBase, control = false, root = repoRoot, portOffset = 0 }) {
  const servers = {};
  const appConfig = JSON.stringify(appConfigFor({ portOf: (a) => a.servePort + portOffset, apiBase }));
  const onControl = (req, res, url) => {
    // A custom header: a page on another origin cannot send one without a CORS preflight, which
    // this endpoint never grants, so a cross-origin form or text/plain post cannot flip a remote.
    if (req.headers['x-control'] !== '1') {
      res.writeHead(403, { 'Content-Type': 'text/plain' });
      return res.end('Send the X-Control: 1 header with POST /__control/<remote>/<mode>.');
    }
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
      return res.end('POST /__control/<marketing|platform|auth>/<up|down|notfound|hang|redeploy>');
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
      overrides: isHost ? { '/app-config.json': appConfig } : {},
      onControl: isHost && control ? onControl : undefined,
    });
    await servers[app.name].start();
  }
  return {
    servers,
    hostUrl: `http://127.0.0.1:${apps[0].servePort + portOffset}`,
    stop: () => Promise.all(Object.values(servers).map((s) => s.stop())),
  };
}
