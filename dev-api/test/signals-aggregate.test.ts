import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aggregateSignals, p75 } from '../src/features/signals/aggregate.ts';
import type { SignalRow } from '../src/features/signals/store.ts';

const SINCE = 1_000_000;
const NOW = SINCE + 180_000; // three 60 s buckets
const row = (over: Partial<SignalRow>): SignalRow => ({
  timeMs: SINCE + 1,
  sessionId: 's',
  event: 'remote.load',
  remote: 'platform',
  version: '1.0.0',
  role: 'stable',
  manifestUrl: null,
  vital: null,
  value: null,
  ...over,
});
const lcp = (value: number, over: Partial<SignalRow> = {}) => row({ event: 'web_vital', vital: 'LCP', value, ...over });
const summarize = (rows: SignalRow[]) => aggregateSignals(rows, { since: SINCE, bucketSeconds: 60, now: NOW });
const versionsOf = (rows: SignalRow[]) => summarize(rows).remotes[0]?.versions ?? [];

test('p75 is the nearest-rank value: rank ⌈0.75·n⌉ of the sorted samples', () => {
  assert.equal(p75([]), null);
  assert.equal(p75([42]), 42);
  assert.equal(p75([4, 1, 3, 2]), 3); // rank 3 of 4
  assert.equal(p75([5, 1, 4, 2, 3]), 4); // rank 4 of 5
  assert.equal(p75(Array.from({ length: 100 }, (_, i) => 100 - i)), 75);
});

test('sessions, failed sessions, counts and the failure rate of a version', () => {
  const [v] = versionsOf([
    row({ sessionId: 'a' }),
    row({ sessionId: 'b' }),
    row({ sessionId: 'b', event: 'remote.error' }),
    row({ sessionId: 'c', event: 'remote.load_failure' }),
    row({ sessionId: 'c', event: 'remote.load_failure' }),
    row({ sessionId: 'd', event: 'remote.fallback' }),
  ]);
  assert.deepEqual(
    { ...v, series: undefined },
    {
      version: '1.0.0',
      role: 'stable',
      manifestUrl: null,
      sessions: 4,
      failedSessions: 3,
      loads: 2,
      failures: 2,
      fallbacks: 1,
      errors: 1,
      failureRate: 0.75,
      lcpP75: null,
      inpP75: null,
      clsP75: null,
      series: undefined,
    },
  );
});

test('a fallback counts against the version left, not the one it went to', () => {
  const versions = versionsOf([
    row({ sessionId: 'a', version: '2.0.0', role: 'canary', event: 'remote.fallback' }),
    row({ sessionId: 'a', version: '1.0.0', role: 'stable' }),
  ]);
  assert.deepEqual(
    versions.map((v) => [v.version, v.role, v.failedSessions]),
    [
      ['1.0.0', 'stable', 0],
      ['2.0.0', 'canary', 1],
    ],
  );
});

test('a preview is its own role, never merged into stable or canary of the same version', () => {
  const versions = versionsOf([row({ role: 'stable' }), row({ role: 'preview' }), row({ role: 'canary' })]);
  assert.deepEqual(
    versions.map((v) => v.role),
    ['stable', 'canary', 'preview'],
  );
});

test('vitals p75 per version, and per bucket in the series', () => {
  const [v] = versionsOf([
    lcp(1000, { timeMs: SINCE + 1 }),
    lcp(2000, { timeMs: SINCE + 2 }),
    lcp(3000, { timeMs: SINCE + 3 }),
    lcp(4000, { timeMs: SINCE + 61_000 }),
    row({ event: 'web_vital', vital: 'INP', value: 200, timeMs: SINCE + 61_000 }),
    row({ event: 'web_vital', vital: 'CLS', value: 0.1 }),
  ]);
  assert.equal(v?.lcpP75, 3000);
  assert.equal(v?.inpP75, 200);
  assert.equal(v?.clsP75, 0.1);
  assert.deepEqual(v?.series, [
    { start: SINCE, sessions: 1, failedSessions: 0, lcpP75: 3000, inpP75: null },
    { start: SINCE + 60_000, sessions: 1, failedSessions: 0, lcpP75: 4000, inpP75: 200 },
    { start: SINCE + 120_000, sessions: 0, failedSessions: 0, lcpP75: null, inpP75: null },
  ]);
});

test('remotes in name order, rows outside the window left out', () => {
  const summary = summarize([
    row({ remote: 'platform' }),
    row({ remote: 'auth' }),
    row({ remote: 'marketing', timeMs: SINCE - 1 }),
  ]);
  assert.deepEqual(
    summary.remotes.map((r) => r.remote),
    ['auth', 'platform'],
  );
  assert.deepEqual([summary.since, summary.bucketSeconds, summary.generatedAt], [SINCE, 60, NOW]);
});

test('the latest manifest URL seen names the version', () => {
  const [v] = versionsOf([row({ manifestUrl: 'http://a/1/mf-manifest.json' }), row({ manifestUrl: null })]);
  assert.equal(v?.manifestUrl, 'http://a/1/mf-manifest.json');
});
