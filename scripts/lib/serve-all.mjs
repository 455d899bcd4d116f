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
    const [, , name, mode] = url.pathname.split('/');
    const target = servers[name];
    if (
      !target ||
      name === 'host' ||
      !['up', 'down', 'notfound', 'hang', 'redeploy'].includes(mode) ||
      req.method !== 'POST'
    ) {
      res.writeHead(400);
      return res.end('POST /__control/<marketing|platform|auth>/<up|down|notfound|hang|redeploy>');
    }
    target.setMode(mode).then(() => {
      res.writeHead(204);
      res.end();
    });
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
