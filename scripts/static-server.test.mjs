// The Node static server that `pnpm serve`, the e2e suite and the bench use.
import { describe, test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { serveAll } from './lib/serve-all.mjs';
import { createStaticServer, gzipOf } from './lib/static-server.mjs';

const PORT = 8790;
const base = mkdtempSync(path.join(tmpdir(), 'static-'));
const dist = path.join(base, 'dist');
mkdirSync(dist);
mkdirSync(path.join(base, 'dist-secret'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title>');
writeFileSync(path.join(dist, 'main.js'), 'console.log("main")');
writeFileSync(path.join(dist, 'page.0123abcd.js'), 'console.log("page")');
writeFileSync(path.join(dist, 'font.4567cdef.woff2'), 'wOF2');
writeFileSync(path.join(dist, 'remoteEntry.js'), 'var chunks = {7: "0123abcd"};');
writeFileSync(path.join(base, 'dist-secret', 'key.txt'), 'secret');
const server = createStaticServer({ dir: dist, port: PORT, spa: true });

/** A raw request: the path is sent as written (fetch would normalise or refuse it). */
function get(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: pathname, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
  });
}

before(() => server.start());
after(() => server.stop());

test('a malformed URL gets 400 and the server keeps serving', async () => {
  assert.equal((await get('/%')).status, 400);
  assert.equal((await get('/%E0%A4%A')).status, 400);
  assert.equal((await get('/main.js')).status, 200);
});

test('a path may not leave the folder, not even into a sibling with the same prefix', async () => {
  assert.notEqual((await get('/../dist-secret/key.txt')).body, 'secret');
  assert.notEqual((await get('/..%2fdist-secret%2fkey.txt')).body, 'secret');
  assert.notEqual((await get('/%2e%2e/dist-secret/key.txt')).body, 'secret');
});

test('no-cache files carry ETag and Last-Modified and revalidate with 304', async () => {
  const first = await get('/main.js');
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.ok(first.headers.etag);
  assert.ok(first.headers['last-modified']);
  const again = await get('/main.js', { 'If-None-Match': first.headers.etag });
  assert.equal(again.status, 304);
  assert.equal(again.body, '');
});

test('a gzip answer has its own validator, and revalidates too', async () => {
  const plain = await get('/main.js');
  const gzip = await get('/main.js', { 'Accept-Encoding': 'gzip' });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.notEqual(gzip.headers.etag, plain.headers.etag);
  const again = await get('/main.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': gzip.headers.etag });
  assert.equal(again.status, 304);
});

/** A gzip request's body, unzipped. */
function getUnzipped(pathname) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathname, headers: { 'Accept-Encoding': 'gzip' } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => resolve(zlib.gunzipSync(Buffer.concat(chunks)).toString()));
      },
    );
    req.on('error', reject);
  });
}

test('a file is compressed once per version: the same file again is the same body, a file written anew is sent new', async () => {
  const file = path.join(dist, 'changing.js');
  writeFileSync(file, 'console.log("first")');
  assert.equal(gzipOf(file, statSync(file)), gzipOf(file, statSync(file)));
  assert.equal(await getUnzipped('/changing.js'), 'console.log("first")');
  writeFileSync(file, 'console.log("second, longer")');
  assert.equal(await getUnzipped('/changing.js'), 'console.log("second, longer")');
});

test('hashed files are immutable; unknown paths without an extension get the SPA page', async () => {
  assert.equal((await get('/page.0123abcd.js')).headers['cache-control'], 'public, max-age=31536000, immutable');
  const font = await get('/font.4567cdef.woff2');
  assert.equal(font.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(font.headers['content-type'], 'font/woff2');
  const spa = await get('/courses/qa-101');
  assert.equal(spa.status, 200);
  assert.match(spa.body, /<title>app<\/title>/);
  assert.equal((await get('/missing.js')).status, 404);
});

test('redeploy: the chunks get new names, the old names are gone, the entry points at the new ones; up restores the build', async () => {
  await server.setMode('redeploy');
  try {
    assert.equal((await get('/page.0123abcd.js')).status, 404);
    const entry = (await get('/remoteEntry.js')).body;
    const hash = entry.match(/7: "([0-9a-f]{8})"/)?.[1];
    assert.ok(hash && hash !== '0123abcd', entry);
    const moved = await get(`/page.${hash}.js`);
    assert.equal(moved.status, 200);
    assert.equal(moved.body, 'console.log("page")');
  } finally {
    await server.setMode('up');
  }
  assert.equal((await get('/page.0123abcd.js')).status, 200);
});

describe('serve --control: POST /__control/<remote>/<mode> on the host', () => {
  // Ports 9180–9183: the four apps' serve ports (8080–8083) moved out of the way of a running site.
  const portOffset = 1100;
  const hostPort = 8080 + portOffset;
  let site;
  before(async () => {
    site = await serveAll({ apiBase: 'http://127.0.0.1:4000', control: true, root: base, portOffset });
  });
  after(() => site.stop());

  /** A raw POST to the host, as a form or a script on another page could send it. */
  function post(pathname, headers = {}, body = '') {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: '127.0.0.1', port: hostPort, path: pathname, method: 'POST', headers },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode, body: text }));
        },
      );
      req.on('error', reject);
      // a handler that threw never answers: fail in seconds, not at the server's request timeout
      req.setTimeout(5000, () => req.destroy(new Error(`no answer to POST ${pathname} within 5 s`)));
      req.end(body);
    });
  }

  test('a name Object.prototype has (constructor, __proto__, toString) is refused with 400, and the server keeps answering', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const res = await post(`/__control/${name}/up`, { 'X-Control': '1' });
      assert.equal(res.status, 400, name);
    }
    assert.equal((await post('/__control/marketing/up', { 'X-Control': '1' })).status, 204);
  });

  test('without the X-Control header (a cross-origin text/plain form post) it is 403 and the remote stays up', async () => {
    const res = await post('/__control/marketing/down', { 'Content-Type': 'text/plain' }, 'x=1');
    assert.equal(res.status, 403);
    assert.match(res.body, /X-Control: 1/);
    assert.equal(site.servers.marketing.mode, 'up');
    assert.equal((await post('/__control/marketing/notfound', { 'X-Control': '0' })).status, 403);
  });

  test('with X-Control: 1 it switches the remote and answers 204', async () => {
    try {
      assert.equal((await post('/__control/platform/notfound', { 'X-Control': '1' })).status, 204);
      assert.equal(site.servers.platform.mode, 'notfound');
    } finally {
      await site.servers.platform.setMode('up');
    }
  });
});

describe('serve --control: GET/PUT /__control/app-config on the host', () => {
  const portOffset = 1110;
  const hostPort = 8080 + portOffset;
  let site;
  before(async () => {
    site = await serveAll({ apiBase: 'http://127.0.0.1:4000', control: true, root: base, portOffset });
  });
  after(() => site.stop());

  const control = (method, body, headers = { 'X-Control': '1' }) =>
    fetch(`http://127.0.0.1:${hostPort}/__control/app-config`, { method, headers, body });

  test('GET answers the app-config the host serves now', async () => {
    const res = await control('GET');
    assert.equal(res.status, 200);
    const served = await (await fetch(`http://127.0.0.1:${hostPort}/app-config.json`)).json();
    assert.deepEqual(await res.json(), served);
  });

  test('PUT of an app config stores it and the host serves it from then on', async () => {
    const next = structuredClone(site.appConfig);
    next.remotes.platform = {
      url: next.remotes.platform,
      canary: { url: 'http://127.0.0.1:9999/mf-manifest.json', percent: 10 },
    };
    next.previewOrigins = ['http://127.0.0.1:9998'];
    assert.equal((await control('PUT', JSON.stringify(next))).status, 204);
    const served = await (await fetch(`http://127.0.0.1:${hostPort}/app-config.json`)).json();
    assert.deepEqual(served, next);
  });

  test('PUT of something that is not an app config is refused with the reason, and nothing changes', async () => {
    const before = JSON.stringify(site.appConfig);
    const bad = structuredClone(site.appConfig);
    bad.remotes.platform = { url: 'javascript:alert(1)' };
    const cases = [
      ['{not json', /not JSON/],
      ['[]', /not a JSON object/],
      [JSON.stringify(bad), /remotes\.platform\.url/],
      [
        JSON.stringify({ ...site.appConfig, remotes: { ...site.appConfig.remotes, extra: 'http://x.test/m.json' } }),
        /extra/,
      ],
    ];
    for (const [body, reason] of cases) {
      const res = await control('PUT', body);
      assert.equal(res.status, 400, body);
      assert.match(await res.text(), reason);
    }
    assert.equal(JSON.stringify(site.appConfig), before);
  });

  test('without the X-Control header a PUT is refused with 403', async () => {
    const res = await control('PUT', JSON.stringify(site.appConfig), { 'Content-Type': 'text/plain' });
    assert.equal(res.status, 403);
  });
});
