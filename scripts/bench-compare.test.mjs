import assert from 'node:assert/strict';
import { test } from 'node:test';
import { compareRuns } from './bench-compare.mjs';

test('two bench runs: every figure of either run, with the change where both have it', () => {
  const a = { remoteEntries: { auth: 12 }, firstLoad: { '/': { kb: 171.9 } }, lighthouse: { '/': { tbtMs: 250 } } };
  const b = { remoteEntries: { auth: 11 }, firstLoad: { '/': { kb: 165 }, '/new': { kb: 200 } }, lighthouse: {} };
  const rows = compareRuns(a, b);
  assert.deepEqual(
    rows.find((r) => r.key === '/' && r.group === 'first-load JS'),
    { group: 'first-load JS', key: '/', before: 171.9, after: 165, delta: 165 - 171.9, unit: 'KB' },
  );
  assert.equal(rows.find((r) => r.key === '/new')?.delta, null);
  assert.equal(rows.find((r) => r.group === 'lighthouse TBT')?.after, undefined);
  assert.equal(rows.find((r) => r.group === 'remote entry')?.delta, -1);
});

test('navigation, INP and the developer loop: each figure of both runs, a failed measure left out', () => {
  const a = {
    navigation: { '/ → /courses': { firstMs: 420, repeatMs: 120 } },
    inp: { drawer: { inpMs: 180, shownMs: 260 } },
    devLoop: { buildMs: 95_000, devStartMs: 50_000 },
  };
  const b = {
    navigation: { '/ → /courses': { firstMs: 280, repeatMs: null } },
    inp: { drawer: { inpMs: 90, shownMs: 150 } },
    devLoop: { buildMs: 80_000 },
  };
  const rows = compareRuns(a, b);
  const row = (group, key) => rows.find((r) => r.group === group && r.key === key);
  assert.deepEqual(row('navigation first', '/ → /courses'), {
    group: 'navigation first',
    key: '/ → /courses',
    before: 420,
    after: 280,
    delta: -140,
    unit: 'ms',
  });
  assert.equal(row('navigation repeat', '/ → /courses').after, undefined);
  assert.equal(row('navigation repeat', '/ → /courses').delta, null);
  assert.equal(row('INP', 'drawer').delta, -90);
  assert.equal(row('interaction shown', 'drawer').delta, -110);
  assert.equal(row('developer loop', 'pnpm build').delta, -15_000);
  assert.equal(row('developer loop', 'pnpm dev:all until every app answers').after, undefined);
});

test("the machine's CPU index comes first, so two runs from unlike machines are seen as such", () => {
  const rows = compareRuns({ benchmarkIndex: 2600 }, { benchmarkIndex: 1700, remoteEntries: { auth: 9 } });
  assert.deepEqual(rows[0], {
    group: 'machine',
    key: 'Lighthouse benchmarkIndex (higher: faster CPU)',
    before: 2600,
    after: 1700,
    delta: -900,
    unit: 'index',
  });
  assert.equal(compareRuns({}, {}).length, 0);
});

test('the ratios to the peers come first, after the machine, with their change', () => {
  const a = {
    benchmarkIndex: 2000,
    ratios: { '/': { lcpVsStatic: 1.1, tbtVsMonolith: 0.5 } },
    firstLoad: { '/': { kb: 1 } },
  };
  const b = { benchmarkIndex: 1800, ratios: { '/': { lcpVsStatic: 1.05, tbtVsMonolith: 0.25 } }, firstLoad: {} };
  const rows = compareRuns(a, b);
  assert.deepEqual(
    rows.slice(0, 3).map((r) => r.group),
    ['machine', 'ratio LCP ÷ static hero', 'ratio TBT ÷ monolith'],
  );
  assert.equal(rows[2].after, 0.25);
  assert.equal(rows[2].unit, '×');
});
