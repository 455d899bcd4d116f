// The nginx recipe (deploy/nginx) as rendered by scripts/lib/nginx.mjs: the CSP's script hashes,
// every placeholder filled, and `nginx -t` accepting it with and without the brotli module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appConfigFor } from './lib/apps.mjs';
import { brotliAvailable, inlineScriptHashes, nginxBinary, renderNginx, writeMainConfig } from './lib/nginx.mjs';

const base = mkdtempSync(path.join(tmpdir(), 'nginx-render-'));
const dist = path.join(base, 'dist');
mkdirSync(path.join(dist, 'posts'), { recursive: true });
const loader = 'document.title="x";';
const flag = 'window.__flag=1;';
writeFileSync(path.join(dist, 'index.html'), `<script>${loader}</script><script src=/main.js></script>`);
writeFileSync(
  path.join(dist, 'posts/index.html'),
  `<script type="application/json" id=state>{"a":1}</script><script>${flag}</script><script>${loader}</script>`,
);
const sha = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

test('the CSP hashes every inline script of every built page, not external scripts or JSON data', () => {
  assert.deepEqual(inlineScriptHashes(dist), [sha(loader), sha(flag)].sort());
});

function render(brotli) {
  const out = mkdtempSync(path.join(base, 'conf-'));
  const appConfig = appConfigFor({ portOf: (a) => 9000 + a.devPort - 3000, apiBase: 'https://api.example.com' });
  const apps = Object.fromEntries(
    ['host', 'marketing', 'platform', 'auth'].map((name, i) => [name, { listen: `127.0.0.1:${9100 + i}`, root: dist }]),
  );
  const site = renderNginx(out, {
    hostOrigin: 'https://www.example.com/',
    appConfig,
    appConfigDir: base,
    brotli,
    apps,
  });
  return { out, site };
}

test('rendering fills every placeholder outside comments and puts the origins in the CSP', () => {
  const { out } = render(false);
  for (const file of readdirSync(out)) {
    const code = readFileSync(path.join(out, file), 'utf8')
      .split('\n')
      .filter((l) => !l.trimStart().startsWith('#'));
    assert.doesNotMatch(code.join('\n'), /\{\{/, file);
  }
  const csp = readFileSync(path.join(out, 'host-headers.conf'), 'utf8')
    .split('\n')
    .filter((l) => !l.startsWith('#'))
    .join('\n');
  const scriptSrc = csp.match(/script-src [^"]*/)?.[0] ?? '';
  for (const hash of [sha(loader), sha(flag)]) assert.ok(scriptSrc.includes(hash), hash);
  assert.match(
    csp,
    /connect-src 'self' http:\/\/127\.0\.0\.1:9001 http:\/\/127\.0\.0\.1:9002 http:\/\/127\.0\.0\.1:9003 https:\/\/api\.example\.com";/,
  );
  assert.doesNotMatch(csp, /unsafe-eval/);
  assert.match(
    readFileSync(path.join(out, 'remote-headers.conf'), 'utf8'),
    /Allow-Origin "https:\/\/www\.example\.com"/,
  );
  assert.match(readFileSync(path.join(out, 'compression.conf'), 'utf8'), /^# brotli_static on;/m);
});

const nginxTest = (brotli) => {
  const { out, site } = render(brotli);
  const main = writeMainConfig(out, site, brotli);
  return spawnSync(nginxBinary, ['-t', '-p', out, '-c', main, '-e', 'stderr'], { encoding: 'utf8' });
};

test('nginx accepts the rendered config without the brotli module', () => {
  assert.ok(existsSync(nginxBinary), `nginx is missing at ${nginxBinary}: run node scripts/setup.mjs --browser`);
  const result = nginxTest(false);
  assert.equal(result.status, 0, result.stderr);
});

test('brotli_static is on exactly where the module is installed (nginx would refuse the directive otherwise)', () => {
  const result = nginxTest(true);
  if (brotliAvailable()) assert.equal(result.status, 0, result.stderr);
  else assert.notEqual(result.status, 0);
});
