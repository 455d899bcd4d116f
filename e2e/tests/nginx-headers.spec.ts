import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { repoRoot } from '../../scripts/lib/apps.mjs';
import { hostScriptHashes } from '../../scripts/lib/nginx.mjs';
import { nginxForFile, nginxHost, securityHeaders } from '../support/nginx';
import { API } from '../support/ports';

const nginx = nginxForFile();

const revalidate = 'no-cache';
const immutable = 'public, max-age=31536000, immutable';
/** The largest content-hashed chunk of a build (large enough to be compressed). */
function hashedChunk(dir: string) {
  const dist = path.join(repoRoot, dir, 'dist');
  const chunks = readdirSync(dist).filter((f) => /\.[0-9a-f]{8}\.js$/.test(f));
  return chunks.sort((a, b) => statSync(path.join(dist, b)).size - statSync(path.join(dist, a)).size)[0] ?? 'none';
}

function expectSecurityHeaders(response: APIResponse) {
  const headers = response.headers();
  for (const [name, value] of Object.entries(securityHeaders)) expect(headers[name], name).toBe(value);
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['permissions-policy']).toContain('microphone=()');
  expect(headers['permissions-policy']).toContain('geolocation=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
}

/** no-cache with a validator, and a 304 when the browser sends it back. */
async function expectRevalidates(url: string, request: APIRequestContext) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['cache-control'], url).toBe(revalidate);
  const etag = response.headers()['etag'];
  expect(etag, url).toBeTruthy();
  const again = await request.get(url, { headers: { 'If-None-Match': etag ?? '' } });
  expect(again.status(), url).toBe(304);
  expectSecurityHeaders(response);
  return response;
}

test("the host: index.html, app-config.json, robots.txt and sitemap.xml revalidate; the CSP holds the template's script hashes only", async ({
  request,
}) => {
  const index = await expectRevalidates(`${nginxHost}/`, request);
  const csp = index.headers()['content-security-policy'];
  const hashes = hostScriptHashes(path.join(repoRoot, 'host/dist'));
  expect(hashes.length).toBeGreaterThan(0);
  expect(csp?.match(/'sha256-[^']+'/g)?.sort()).toEqual(hashes);
  expect(csp).toContain("form-action 'self'");
  expect(index.headers()['server']).toBe('nginx');
  for (const remote of ['marketing', 'platform', 'auth'] as const) expect(csp).toContain(nginx().urls[remote]);
  expect(csp).toMatch(new RegExp(`connect-src [^;]*${API.replaceAll('.', '\\.')}`));
  expect(csp).toMatch(new RegExp(`img-src [^;]*${API.replaceAll('.', '\\.')}`));
  const compressed = await request.get(`${nginxHost}/`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(compressed.headers()['content-encoding']).toBe('gzip');

  const config = await expectRevalidates(`${nginxHost}/app-config.json`, request);
  expect(await config.json()).toEqual(nginx().appConfig);
  for (const file of ['/robots.txt', '/sitemap.xml']) await expectRevalidates(`${nginxHost}${file}`, request);
});

test('source maps are not served, on the host or on a remote', async ({ request }) => {
  for (const [dir, base] of [
    ['host', nginxHost],
    ['remote-platform', nginx().urls.platform],
  ] as const) {
    const map = `${hashedChunk(dir)}.map`;
    expect(readdirSync(path.join(repoRoot, dir, 'dist')), dir).toContain(map);
    expect((await request.get(`${base}/${map}`)).status(), map).toBe(403);
  }
});

test('hashed chunks are immutable for a year, on the host and on a remote', async ({ request }) => {
  const builds: [string, string][] = [
    ['host', nginxHost],
    ['remote-platform', nginx().urls.platform],
  ];
  for (const [dir, base] of builds) {
    const response = await request.get(`${base}/${hashedChunk(dir)}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe(immutable);
    expectSecurityHeaders(response);
  }
});

test("the host's font is immutable for a year, and the page's CSP lets it load from the site's own origin", async ({
  request,
}) => {
  const font = readdirSync(path.join(repoRoot, 'host/dist')).find((f) =>
    /^inter-latin-wght-normal\.[0-9a-f]{8}\.woff2$/.test(f),
  );
  expect(font).toBeTruthy();
  const index = await request.get(`${nginxHost}/`);
  expect(index.headers()['content-security-policy']).toMatch(/font-src 'self'[ ;]/);
  expect(await index.text()).toContain(`<link rel=preload href=/${font} as=font type=font/woff2 crossorigin>`);
  const response = await request.get(`${nginxHost}/${font}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe(immutable);
  expectSecurityHeaders(response);
});

test("remotes: remoteEntry.js and mf-manifest.json revalidate; CORS is the host's origin only", async ({ request }) => {
  for (const remote of ['marketing', 'platform', 'auth'] as const) {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const response = await expectRevalidates(`${nginx().urls[remote]}/${file}`, request);
      expect(response.headers()['access-control-allow-origin']).toBe(nginxHost);
    }
  }
  const fromElsewhere = await request.get(`${nginx().urls.auth}/mf-manifest.json`, {
    headers: { Origin: 'https://evil.example' },
  });
  expect(fromElsewhere.headers()['access-control-allow-origin']).toBe(nginxHost);
});

test('SPA fallback on the host only: an unknown route is index.html, an unknown file or remote path is a 404', async ({
  request,
}) => {
  const route = await request.get(`${nginxHost}/some/unknown/route`);
  expect(route.status()).toBe(200);
  expect(await route.text()).toContain('<div id=root>');
  expectSecurityHeaders(route);
  expect((await request.get(`${nginxHost}/0000.deadbeef.js`)).status()).toBe(404);
  expect((await request.get(`${nginxHost}/missing.json`)).status()).toBe(404);
  const remote = await request.get(`${nginx().urls.marketing}/some/unknown/route`);
  expect(remote.status()).toBe(404);
  expectSecurityHeaders(remote);
});

test('pre-compressed brotli is sent where the module is installed, gzip otherwise', async ({ request }) => {
  const config = await request.get(`${nginxHost}/app-config.json`, { headers: { 'Accept-Encoding': 'br' } });
  expect(config.headers()['content-encoding']).toBe(nginx().brotli ? 'br' : undefined);
  const chunk = await request.get(`${nginxHost}/${hashedChunk('host')}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(chunk.headers()['content-encoding']).toBe('gzip');
});
