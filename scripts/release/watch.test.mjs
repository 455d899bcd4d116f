// `pnpm release watch` against a fixture server answering recorded aggregates, one per check.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { main } from './cli.mjs';
import { aggregateOf, useFixtureServer } from './fixture-server.mjs';

const fixture = useFixtureServer('release-watch-');

let files = 0;
function configFile(percent = 50) {
  files += 1;
  const file = path.join(fixture.dir, `app-config-${files}.json`);
  const platform = {
    url: `${fixture.base}/stable/mf-manifest.json`,
    canary: { url: `${fixture.base}/canary/mf-manifest.json`, percent },
  };
  writeFileSync(file, `${JSON.stringify({ remotes: { platform }, api: {} }, null, 2)}\n`);
  return file;
}
const percentIn = (file) => JSON.parse(readFileSync(file, 'utf8')).remotes.platform.canary?.percent;
const window = (stable, canary) => aggregateOf(fixture.base, { stable, canary });
const arm = (failedSessions, sessions, extra = {}) => ({ failedSessions, sessions, ...extra });

/** Runs watch with a clock that moves one interval (15 s) per sleep. */
async function watch(file, aggregates, extra = []) {
  fixture.server.state.aggregates = aggregates;
  fixture.server.state.signalsCalls = [];
  let clock = 1_700_000_000_000;
  let out = '';
  let err = '';
  const code = await main(['watch', 'platform', '--config', file, '--signals', fixture.base, ...extra], {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    now: () => clock,
    sleep: async (ms) => {
      clock += ms;
    },
  });
  return { code, out, err, calls: fixture.server.state.signalsCalls };
}

test('watch --once on noise: prints the numbers, exits 0 and writes nothing', async () => {
  const file = configFile();
  const { code, out } = await watch(file, [window(arm(2, 200), arm(3, 200))], ['--once']);
  assert.equal(code, 0);
  assert.match(
    out,
    /platform 0\.2\.0 vs 0\.1\.0: failed 3\/200 = 1\.5 % vs 2\/200 = 1\.0 %, p = 0\.50; LCP p75 — vs —; INP p75 — vs — → healthy/,
  );
  assert.equal(percentIn(file), 50);
});

test('watch rolls back on a real regression: percent 0 written, exit 2', async () => {
  const file = configFile();
  const { code, out } = await watch(file, [window(arm(2, 200), arm(40, 200))]);
  assert.equal(code, 2);
  assert.match(out, /→ ROLL BACK: failure rate 20\.0 % vs 1\.0 % \(p = 2\.9e-11 < 0\.01\)/);
  assert.match(out, /rolled back: platform's canary 0\.2\.0 set to 0 %/);
  assert.equal(percentIn(file), 0);
});

test('watch keeps checking a recorded series every interval over the sliding window until the regression shows', async () => {
  const file = configFile();
  const series = [window(arm(0, 30), arm(0, 4)), window(arm(1, 300), arm(0, 120)), window(arm(2, 600), arm(19, 240))];
  const { code, out, calls } = await watch(file, series, ['--window', '5m', '--interval', '30s']);
  assert.equal(code, 2);
  assert.equal(calls.length, 3);
  assert.deepEqual(
    calls.map((c) => Number(c.since)),
    [0, 1, 2].map((i) => 1_700_000_000_000 + i * 30_000 - 5 * 60_000),
  );
  assert.match(out, /→ wait: stable has 30 sessions of the 100 needed; canary has 4 sessions of the 100 needed/);
  assert.match(out, /→ healthy\n.*→ ROLL BACK/);
});

test('watch rolls back on an LCP p75 beyond the margin, with enough sessions', async () => {
  const file = configFile();
  const slow = window(arm(2, 200, { lcpP75: 1000 }), arm(2, 200, { lcpP75: 1300 }));
  const { code, out } = await watch(file, [slow], ['--lcp-margin', '0.25']);
  assert.equal(code, 2);
  assert.match(out, /LCP p75 1300 ms vs 1000 ms \(\+30 %\).*ROLL BACK: LCP p75 \+30 % \(more than 25 %\)/);
});

test('watch --promote-after: promotes a canary healthy that long, exit 0', async () => {
  const file = configFile();
  const { code, out } = await watch(
    file,
    [window(arm(2, 200), arm(2, 200))],
    ['--promote-after', '1m', '--interval', '15s'],
  );
  assert.equal(code, 0);
  assert.equal((out.match(/→ healthy/g) ?? []).length, 4);
  assert.match(out, /→ PROMOTE\npromoted: platform 0\.2\.0 is now stable/);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).remotes.platform, `${fixture.base}/canary/mf-manifest.json`);
});

test('watch --min-sessions: below it nothing is decided, however bad; at it the rollback comes', async () => {
  const file = configFile();
  const bad = window(arm(0, 30), arm(10, 30));
  assert.equal((await watch(file, [bad], ['--once'])).code, 0);
  assert.equal(percentIn(file), 50);
  assert.equal((await watch(file, [bad], ['--once', '--min-sessions', '30'])).code, 2);
  assert.equal(percentIn(file), 0);
});

test('watch of a canary already at 0 % exits 2 without checking; of no canary, 0', async () => {
  const rolledBack = await watch(configFile(0), []);
  assert.equal(rolledBack.code, 2);
  assert.equal(rolledBack.calls.length, 0);
  const file = configFile();
  writeFileSync(file, JSON.stringify({ remotes: { platform: `${fixture.base}/stable/mf-manifest.json` }, api: {} }));
  const none = await watch(file, []);
  assert.equal(none.code, 0);
  assert.match(none.out, /platform has no canary: nothing to watch/);
});

test('watch refuses bad numbers before reading anything', async () => {
  const { code, err } = await watch(configFile(), [], ['--alpha', '2']);
  assert.equal(code, 1);
  assert.match(err, /--alpha 2: give a number from 1e-9 to 0\.5/);
});
