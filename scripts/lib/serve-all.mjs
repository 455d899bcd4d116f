// Serves the four production builds in-process (bench, e2e): returns the servers by app name.
import path from 'node:path';
import { appConfigFor, apps, repoRoot } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';

export async function serveAll({ apiBase, control = false }) {
  const servers = {};
  const appConfig = JSON.stringify(appConfigFor({ portOf: (a) => a.servePort, apiBase }));
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
      dir: path.join(repoRoot, app.dir, 'dist'),
      port: app.servePort,
      spa: true,
      overrides: isHost ? { '/app-config.json': appConfig } : {},
      onControl: isHost && control ? onControl : undefined,
    });
    await servers[app.name].start();
  }
  return {
    servers,
    hostUrl: `http://127.0.0.1:${apps[0].servePort}`,
    stop: () => Promise.all(Object.values(servers).map((s) => s.stop())),
  };
}
