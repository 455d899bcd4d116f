// A tiny local stand-in for what `pnpm release` talks to, for its tests: two builds of the
// platform remote (manifest + entry), a site's control endpoint for its app-config, and the dev
// API's signals aggregate (answering recorded snapshots one after another).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';

const manifest = (version) => ({
  id: 'platform',
  name: 'platform',
  metaData: {
    name: 'platform',
    buildInfo: { buildVersion: version, buildName: '@qa/remote-platform' },
    remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
    publicPath: 'auto',
  },
  shared: [],
  remotes: [],
  exposes: [],
});

export const ENTRY_SOURCE = { stable: 'var platform = "0.1.0";\n', canary: 'var platform = "0.2.0";\n' };

function send(res, status, body, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** `state.config`: the served app-config; `state.aggregates`: answered in turn (the last one repeats). */
export async function startFixtureServer({ config, aggregates = [], control = true } = {}) {
  const state = { config, aggregates, signalsCalls: [] };
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://fixture');
    const build = /^\/(stable|canary)\/(mf-manifest\.json|remoteEntry\.js)$/.exec(url.pathname);
    if (build && build[2] === 'mf-manifest.json')
      return send(res, 200, manifest(build[1] === 'stable' ? '0.1.0' : '0.2.0'));
    if (build) return send(res, 200, ENTRY_SOURCE[build[1]], 'text/javascript');
    if (url.pathname === '/not-a-manifest.json') return send(res, 200, { hello: 'world' });
    if (url.pathname === '/dev/releases/signals') {
      state.signalsCalls.push(Object.fromEntries(url.searchParams));
      const index = Math.min(state.signalsCalls.length, state.aggregates.length) - 1;
      return send(res, 200, state.aggregates[index] ?? { remotes: [] });
    }
    if (control && url.pathname === '/__control/app-config') {
      if (req.headers['x-control'] !== '1') return send(res, 403, 'Send the X-Control: 1 header', 'text/plain');
      if (req.method === 'GET') return send(res, 200, state.config);
      if (req.method !== 'PUT') return send(res, 405, 'GET or PUT', 'text/plain');
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        try {
          const parsed = JSON.parse(body);
          if (!parsed?.remotes || !parsed.api)
            return send(res, 400, 'not an app config: remotes and api are required', 'text/plain');
          state.config = parsed;
          send(res, 204, '');
        } catch {
          send(res, 400, 'not JSON', 'text/plain');
        }
      });
      return undefined;
    }
    return send(res, 404, 'not found', 'text/plain');
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${server.address().port}`;
  return { url, state, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** An aggregate with one stable and one canary entry of platform, from the manifests this server serves. */
export function aggregateOf(base, { stable, canary }) {
  const entry = (role, version, path, arm) => ({
    version,
    role,
    manifestUrl: `${base}/${path}/mf-manifest.json`,
    loads: arm.sessions,
    failures: arm.failedSessions,
    fallbacks: 0,
    errors: 0,
    failureRate: arm.sessions ? arm.failedSessions / arm.sessions : 0,
    lcpP75: null,
    inpP75: null,
    clsP75: null,
    series: [],
    ...arm,
  });
  return {
    generatedAt: 0,
    since: 0,
    bucketSeconds: 60,
    remotes: [
      {
        remote: 'platform',
        versions: [entry('stable', '0.1.0', 'stable', stable), entry('canary', '0.2.0', 'canary', canary)],
      },
    ],
  };
}

/**
 * One fixture server and one temp folder for a test file: the server starts before its tests, and
 * both are gone after them. `server` and `base` (its URL) are set once the tests run.
 */
export function useFixtureServer(prefix) {
  const fixture = { dir: mkdtempSync(path.join(tmpdir(), prefix)), server: null, base: '' };
  before(async () => {
    fixture.server = await startFixtureServer();
    fixture.base = fixture.server.url;
  });
  after(async () => {
    await fixture.server?.close();
    rmSync(fixture.dir, { recursive: true, force: true });
  });
  return fixture;
}
