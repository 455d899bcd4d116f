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
