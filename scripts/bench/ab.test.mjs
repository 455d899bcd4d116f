import assert from 'node:assert/strict';
import { test } from 'node:test';
import { abRows, pairedSummary, roundOrder, signTestP, verdict } from './ab.mjs';

test('roundOrder: the builds take turns going first', () => {
  assert.deepEqual([0, 1, 2, 3].map(roundOrder), [
    ['A', 'B'],
    ['B', 'A'],
    ['A', 'B'],
    ['B', 'A'],
  ]);
});

test('pairedSummary: medians of each build and of the round-by-round differences', () => {
  // A slow machine in round 3 moves both builds: the pairs still show B 40 lower every time.
  const summary = pairedSummary([300, 310, 600, 305, 295], [260, 270, 560, 265, 255]);
  assert.deepEqual(summary, { a: 305, b: 265, delta: -40, lower: 5, higher: 0, pairs: 5 });
});

test('pairedSummary: a round with a failed sample on either side is not a pair', () => {
  const summary = pairedSummary([100, null, 120, 110], [90, 95, undefined, 100]);
  assert.equal(summary.pairs, 2);
  assert.equal(summary.delta, -10);
  assert.equal(summary.b, 95);
});

test('signTestP: the chance of a split at least this uneven from coin tosses, both sides', () => {
  assert.equal(signTestP(6, 0), 2 / 64);
  assert.equal(signTestP(0, 6), 2 / 64);
  assert.equal(signTestP(5, 1), (2 * 7) / 64);
  assert.equal(signTestP(7, 1), (2 * 9) / 256);
  assert.equal(signTestP(3, 3), 1);
  assert.equal(signTestP(0, 0), 1);
});

test('verdict: a change only when the split would come by chance less than 5 % of the time', () => {
  assert.equal(verdict({ lower: 6, higher: 0, pairs: 6 }), 'B lower');
  assert.equal(verdict({ lower: 0, higher: 6, pairs: 6 }), 'B higher');
  // 5 of 6 happens by chance 22 % of the time: an A/A run on this machine gave exactly that.
  assert.equal(verdict({ lower: 1, higher: 5, pairs: 6 }), 'same');
  assert.equal(verdict({ lower: 7, higher: 1, pairs: 8 }), 'same');
  assert.equal(verdict({ lower: 9, higher: 1, pairs: 10 }), 'B lower');
  assert.equal(verdict({ lower: 4, higher: 0, pairs: 4 }), 'same');
});

test('verdict: ties count for neither side', () => {
  assert.equal(verdict({ lower: 6, higher: 0, pairs: 8 }), 'B lower');
  assert.equal(verdict({ lower: 5, higher: 0, pairs: 6 }), 'same');
  assert.equal(verdict({ lower: 0, higher: 0, pairs: 6 }), 'same');
});

test('abRows: one row per figure, with its summary, verdict and split (lower/higher/pairs)', () => {
  const rows = abRows({ 'TBT /': { a: [200, 210, 190, 205, 220], b: [150, 160, 170, 150, 180] } });
  assert.equal(rows.length, 1);
  assert.equal(rows[0].key, 'TBT /');
  assert.equal(rows[0].verdict, 'same');
  assert.equal(rows[0].split, '5/0/5');
  assert.equal(rows[0].p, 2 / 32);
});
