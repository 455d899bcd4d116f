// `pnpm release` end to end in-process: against a temp app-config file and a local fixture server.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { main } from './cli.mjs';
import { aggregateOf, ENTRY_SOURCE, startFixtureServer, useFixtureServer } from './fixture-server.mjs';

const fixture = useFixtureServer('release-cli-');

const sha384 = (text) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const baseConfig = (platform) => ({
  remotes: { marketing: 'http://127.0.0.1:9/mf-manifest.json', platform },
  api: { main: 'http://127.0.0.1:4000' },
});
const withCanary = (percent = 10) => ({
  url: `${fixture.base}/stable/mf-manifest.json`,
  canary: { url: `${fixture.base}/canary/mf-manifest.json`, percent },
});

let files = 0;
function configFile(platform = `${fixture.base}/stable/mf-manifest.json`) {
  files += 1;
  const file = path.join(fixture.dir, `app-config-${files}.json`);
  writeFileSync(file, `${JSON.stringify(baseConfig(platform), null, 2)}\n`);
  return file;
}
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

async function run(args, { env = {}, now, aggregates } = {}) {
  if (aggregates) {
    fixture.server.state.aggregates = aggregates;
    fixture.server.state.signalsCalls = [];
  }
  let out = '';
  let err = '';
  const code = await main([...args, '--signals', fixture.base], {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    env,
    now,
    sleep: async () => {},
  });
  return { code, out, err };
}

test('status --json: each release with its version and share, and the signals by version', async () => {
  const file = configFile(withCanary(10));
  const { code, out } = await run(['status', '--config', file, '--json'], {
    aggregates: [
      aggregateOf(fixture.base, {
        stable: { sessions: 400, failedSessions: 4, lcpP75: 1200 },
        canary: { sessions: 40, failedSessions: 1 },
      }),
    ],
  });
  assert.equal(code, 0);
  const platform = JSON.parse(out).remotes.find((r) => r.remote === 'platform');
  assert.deepEqual(platform.stable, { url: `${fixture.base}/stable/mf-manifest.json`, version: '0.1.0', percent: 90 });
  assert.deepEqual(platform.canary, { url: `${fixture.base}/canary/mf-manifest.json`, version: '0.2.0', percent: 10 });
  assert.deepEqual(platform.versions[0], {
    version: '0.1.0',
    role: 'stable',
    sessions: 400,
    failedSessions: 4,
    failureRate: 0.01,
    lcpP75: 1200,
    inpP75: null,
  });
  assert.equal(JSON.parse(out).remotes.find((r) => r.remote === 'marketing').stable.version, 'unreachable');
});

test('status: a readable table, signals over the window asked for', async () => {
  const file = configFile(withCanary(25));
  const { out } = await run(['status', '--config', file, '--window', '30m'], {
    now: () => 1_000_000_000,
    aggregates: [
      aggregateOf(fixture.base, {
        stable: { sessions: 400, failedSessions: 4, lcpP75: 1200 },
        canary: { sessions: 40, failedSessions: 1 },
      }),
    ],
  });
  assert.match(out, /^ {2}canary {3}0\.2\.0 {5}25 % {2}http/m);
  assert.match(out, /^ {2}0\.1\.0 {4}stable {7}400 {7}4 {9}1\.0 % {8}1200/m);
  assert.match(out, /last 30 min/);
  assert.equal(fixture.server.state.signalsCalls[0].since, String(1_000_000_000 - 30 * 60_000));
});

test('canary: writes the canary beside stable with the entry’s sha384, as 2-space JSON', async () => {
  const file = configFile();
  const { code, out } = await run([
    'canary',
    'platform',
    `${fixture.base}/canary/mf-manifest.json`,
    '20',
    '--config',
    file,
  ]);
  assert.equal(code, 0);
  assert.match(out, /platform: canary 0\.2\.0 for 20 %/);
  const expected = {
    url: `${fixture.base}/stable/mf-manifest.json`,
    canary: { url: `${fixture.base}/canary/mf-manifest.json`, integrity: sha384(ENTRY_SOURCE.canary), percent: 20 },
  };
  assert.deepEqual(readJson(file).remotes.platform, expected);
  assert.equal(readFileSync(file, 'utf8'), `${JSON.stringify({ ...baseConfig(expected) }, null, 2)}\n`);
});

for (const [label, args, message] of [
  [
    'an unknown remote',
    ['shop', '{base}/canary/mf-manifest.json', '10'],
    /Unknown remote "shop": this app config has marketing, platform/,
  ],
  ['a URL that is not http(s)', ['platform', 'file:///etc/passwd', '10'], /is not an http\(s\) URL/],
  ['a percent above 100', ['platform', '{base}/canary/mf-manifest.json', '101'], /whole number from 0 to 100/],
  ['a fractional percent', ['platform', '{base}/canary/mf-manifest.json', '12.5'], /whole number from 0 to 100/],
  [
    'a JSON that is no manifest',
    ['platform', '{base}/not-a-manifest.json', '10'],
    /is not a Module Federation manifest/,
  ],
  ['a manifest that answers 404', ['platform', '{base}/gone/mf-manifest.json', '10'], /answered HTTP 404/],
]) {
  test(`canary refuses ${label} and leaves the file as it was`, async () => {
    const file = configFile();
    const before = readFileSync(file, 'utf8');
    const { code, err } = await run([
      'canary',
      ...args.map((a) => a.replace('{base}', fixture.base)),
      '--config',
      file,
    ]);
    assert.equal(code, 1);
    assert.match(err, message);
    assert.equal(readFileSync(file, 'utf8'), before);
  });
}

test('promote: the canary becomes stable and the canary entry goes', async () => {
  const file = configFile(withCanary(50));
  const { code, out } = await run(['promote', 'platform', '--config', file]);
  assert.equal(code, 0);
  assert.match(out, /platform: 0\.2\.0 is now stable \(was 0\.1\.0\); canary removed/);
  assert.equal(readJson(file).remotes.platform, `${fixture.base}/canary/mf-manifest.json`);
});

test('rollback: percent 0, the canary kept for the record; promote then refuses it', async () => {
  const file = configFile(withCanary(50));
  assert.equal((await run(['rollback', 'platform', '--config', file])).code, 0);
  assert.deepEqual(readJson(file).remotes.platform, withCanary(0));
  const { code, err } = await run(['promote', 'platform', '--config', file]);
  assert.equal(code, 1);
  assert.match(err, /at 0 % \(rolled back\)/);
});

test('rollback of a remote without a canary says so', async () => {
  const { code, err } = await run(['rollback', 'platform', '--config', configFile()]);
  assert.equal(code, 1);
  assert.match(err, /platform has no canary to roll back/);
});

test('a served site: canary and rollback go through GET/PUT /__control/app-config', async () => {
  fixture.server.state.config = baseConfig(`${fixture.base}/stable/mf-manifest.json`);
  assert.equal(
    (await run(['canary', 'platform', `${fixture.base}/canary/mf-manifest.json`, '30', '--config', fixture.base])).code,
    0,
  );
  assert.equal(fixture.server.state.config.remotes.platform.canary.percent, 30);
  assert.equal((await run(['rollback', 'platform', '--config', `${fixture.base}/__control/app-config`])).code, 0);
  assert.equal(fixture.server.state.config.remotes.platform.canary.percent, 0);
});

test('a URL without the control endpoint is a clear error', async () => {
  const plain = await startFixtureServer({ control: false });
  try {
    const { code, err } = await run(['status', '--config', plain.url]);
    assert.equal(code, 1);
    assert.match(
      err,
      /has no app-config control endpoint \(GET \/__control\/app-config answered 404\)\. Serve the site with `pnpm serve --control`/,
    );
  } finally {
    await plain.close();
  }
});

test('no --config and no QA_APP_CONFIG: says which to give; QA_APP_CONFIG alone is enough', async () => {
  const missing = await run(['status']);
  assert.equal(missing.code, 1);
  assert.match(missing.err, /--config <file or URL>, or set QA_APP_CONFIG/);
  const fromEnv = await run(['status', '--json'], { env: { QA_APP_CONFIG: configFile() } });
  assert.equal(fromEnv.code, 0);
});
