import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import { chartsOf, type SignalsAggregate, type VersionSignals } from '../src/features/releases/page-data.ts';
import { RELEASES_PAGE_CSP, registerReleasesPage } from '../src/features/releases/routes.ts';
import { client, testApp } from './helpers.ts';

const MIN = 60_000;
const T0 = 1_700_000_000_000;
const version = (role: string, v: string, url: string, extra: Partial<VersionSignals> = {}): VersionSignals => ({
  version: v,
  role,
  manifestUrl: url,
  sessions: 400,
  failedSessions: 4,
  failureRate: 0.01,
  lcpP75: 1234.4,
  inpP75: 88,
  series: [
    { start: T0, sessions: 200, failedSessions: 2, lcpP75: 1200, inpP75: 80 },
    { start: T0 + MIN, sessions: 200, failedSessions: 2, lcpP75: 1260, inpP75: 90 },
  ],
  ...extra,
});
const STABLE = 'http://127.0.0.1:8082/mf-manifest.json';
const CANARY = 'http://127.0.0.1:8092/mf-manifest.json';
const aggregate: SignalsAggregate = {
  generatedAt: T0 + 2 * MIN,
  since: T0,
  bucketSeconds: 60,
  remotes: [
    {
      remote: 'platform',
      versions: [
        version('stable', '0.1.0', STABLE),
        version('canary', '0.2.0', CANARY, {
          sessions: 40,
          failedSessions: 10,
          failureRate: 0.25,
          series: [{ start: T0 + 2 * MIN, sessions: 40, failedSessions: 10, lcpP75: 1500, inpP75: null }],
        }),
        version('preview', '</script><script>alert(1)</script>', 'http://127.0.0.1:9000/mf-manifest.json'),
      ],
    },
  ],
};

/** The page alone on a bare server, with a recorded aggregate and a fetch that records what it is asked. */
async function pageApp(fetched: string[] = []) {
  const app = Fastify();
  registerReleasesPage(app, {
    readAggregate: async () => aggregate,
    fetchImpl: async (url) => {
      fetched.push(String(url));
      return fetch(url);
    },
  });
  after(() => app.close());
  return app;
}

/** A site on this machine serving an app-config with a 10 % platform canary. */
async function configServer(): Promise<string> {
  const config = { remotes: { platform: { url: STABLE, canary: { url: CANARY, percent: 10 } } }, api: {} };
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(config));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/app-config.json`;
}

test('the dev API serves /dev/releases as HTML with a CSP that allows this origin only, to local callers only', async () => {
  const app = await testApp();
  const res = await client(app).get('/dev/releases');
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^text\/html/);
  assert.equal(res.headers['content-security-policy'], RELEASES_PAGE_CSP);
  assert.doesNotMatch(RELEASES_PAGE_CSP, /unsafe|https?:|\*/);
  const remote = await app.inject({ method: 'GET', url: '/dev/releases', remoteAddress: '192.168.1.20' });
  assert.equal(remote.statusCode, 403);
});

test('/dev/releases is not there in production mode', async () => {
  const app = await testApp({ mode: 'production' });
  assert.equal((await client(app).get('/dev/releases')).statusCode, 404);
});

test('the page lists each version with its role, sessions, failures and p75s, as status does', async () => {
  const app = await pageApp();
  const html = (await client(app).get('/dev/releases')).body;
  assert.match(html, /<h2 id="remote-platform">platform<\/h2>/);
  assert.match(
    html,
    /<tr><td>0\.1\.0<\/td><td>stable<\/td><td class="num">400<\/td><td class="num">4<\/td><td class="num">1\.0 %<\/td><td class="num">1234<\/td><td class="num">88<\/td><\/tr>/,
  );
  assert.match(
    html,
    /<tr><td>0\.2\.0<\/td><td>canary<\/td><td class="num">40<\/td><td class="num">10<\/td><td class="num">25\.0 %<\/td>/,
  );
  assert.match(html, /Versions only: name a site’s app config/);
});

test('reported text cannot break out of the page: versions are escaped, in the table and in the chart data', async () => {
  const app = await pageApp();
  const html = (await client(app).get('/dev/releases')).body;
  assert.equal(html.match(/<script/g)?.length, 3); // the chart data, uPlot and the page script
  assert.match(html, /<td>&lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;<\/td>/);
});

test('with ?config= of a site on this machine, each release shows its share and version', async () => {
  const app = await pageApp();
  const url = await configServer();
  const html = (await client(app).get(`/dev/releases?config=${encodeURIComponent(url)}`)).body;
  assert.match(
    html,
    /<tr><td>stable<\/td><td>0\.1\.0<\/td><td class="num">90 %<\/td><td>http:\/\/127\.0\.0\.1:8082\/mf-manifest\.json<\/td><\/tr>/,
  );
  assert.match(html, /<tr><td>canary<\/td><td>0\.2\.0<\/td><td class="num">10 %<\/td>/);
});

test('?config= elsewhere than this machine is refused without a request', async () => {
  const fetched: string[] = [];
  const app = await pageApp(fetched);
  for (const config of [
    'http://10.0.0.5/app-config.json',
    'http://127.0.0.1.evil.test/app-config.json',
    'file:///etc/passwd',
  ]) {
    const html = (await client(app).get(`/dev/releases?config=${encodeURIComponent(config)}`)).body;
    assert.match(html, /<p role="alert">Only an http\(s\) app config on this machine/);
  }
  assert.deepEqual(fetched, []);
});

test('uPlot is served from node_modules, so the page loads nothing from another origin', async () => {
  const app = await pageApp();
  const res = await client(app).get('/dev/releases/assets/uplot.js');
  const file = createRequire(import.meta.url).resolve('uplot/dist/uPlot.iife.min.js');
  assert.equal(res.body, readFileSync(file, 'utf8'));
  const html = (await client(app).get('/dev/releases')).body;
  assert.deepEqual(html.match(/(?:src|href)="[^"]*"/g), [
    'href="data:,"', // an empty icon: the browser asks for no /favicon.ico
    'href="/dev/releases/assets/uplot.css"',
    'href="/dev/releases/assets/page.css"',
    'src="/dev/releases/assets/uplot.js"',
    'src="/dev/releases/assets/page.js"',
  ]);
});

test('chartsOf: stable and canary lines on shared minutes, failure rate in % per bucket, gaps as null, previews left out', () => {
  const [platform] = chartsOf(aggregate);
  assert.deepEqual(platform?.times, [T0 / 1000, T0 / 1000 + 60, T0 / 1000 + 120]);
  assert.deepEqual(
    platform?.lines.map((l) => [l.label, l.failureRate, l.lcpP75]),
    [
      ['0.1.0 stable', [1, 1, null], [1200, 1260, null]],
      ['0.2.0 canary', [null, null, 25], [null, null, 1500]],
    ],
  );
});
