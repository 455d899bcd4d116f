import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decide, watchAction } from './decision.mjs';
import { fisherGreater } from './fisher.mjs';

const arm = (failedSessions, sessions, vitals = {}) => ({
  failedSessions,
  sessions,
  lcpP75: null,
  inpP75: null,
  ...vitals,
});
const close = (actual, expected, relative = 1e-6) =>
  assert.ok(Math.abs(actual - expected) <= relative * expected, `${actual} is not ${expected}`);

test("fisherGreater: the one-sided p-values of SciPy's fisher_exact on the same tables", () => {
  close(fisherGreater(2, 200, 3, 200), 0.5);
  close(fisherGreater(2, 200, 40, 200), 2.8691538776921037e-11);
  close(fisherGreater(0, 100, 7, 100), 0.007008882758187659);
  close(fisherGreater(12, 1840, 9, 204), 8.356539108919724e-5);
});

test('fisherGreater: a canary failing less than stable is nowhere near significant', () => {
  assert.ok(fisherGreater(40, 200, 2, 200) > 0.99);
  assert.equal(fisherGreater(0, 200, 0, 200), 1);
});

test('decide: noise (2/200 stable vs 3/200 canary) is no reason to roll back', () => {
  const decision = decide(arm(2, 200), arm(3, 200));
  assert.equal(decision.verdict, 'healthy');
  assert.deepEqual(decision.reasons, []);
});

test('decide: a real regression (2/200 vs 40/200) rolls back, saying the rates and the p-value', () => {
  const decision = decide(arm(2, 200), arm(40, 200));
  assert.equal(decision.verdict, 'rollback');
  assert.match(decision.reasons[0], /failure rate 20\.0 % vs 1\.0 % \(p = 2\.9e-11 < 0\.01\)/);
});

test('decide: below the minimum sample of either arm nothing is judged, however bad it looks', () => {
  const decision = decide(arm(0, 500), arm(30, 40), { minSessions: 50 });
  assert.equal(decision.verdict, 'insufficient');
  assert.deepEqual(decision.reasons, ['canary has 40 sessions of the 50 needed']);
  assert.equal(decide(arm(0, 20), arm(30, 500)).verdict, 'insufficient');
  assert.equal(decide(arm(0, 200), null).verdict, 'insufficient');
});

test('decide: the minimum sample is met at exactly minSessions', () => {
  assert.equal(decide(arm(2, 100), arm(40, 100), { minSessions: 100 }).verdict, 'rollback');
});

test('decide: a smaller alpha asks for stronger evidence', () => {
  assert.equal(decide(arm(0, 100), arm(7, 100), { alpha: 0.01 }).verdict, 'rollback');
  assert.equal(decide(arm(0, 100), arm(7, 100), { alpha: 0.005 }).verdict, 'healthy');
});

test('decide: LCP p75 more than the margin above stable rolls back; within it does not', () => {
  const slow = decide(arm(2, 200, { lcpP75: 1000 }), arm(2, 200, { lcpP75: 1250 }), { lcpMargin: 0.2 });
  assert.equal(slow.verdict, 'rollback');
  assert.deepEqual(slow.reasons, ['LCP p75 +25 % (more than 20 %)']);
  assert.equal(decide(arm(2, 200, { lcpP75: 1000 }), arm(2, 200, { lcpP75: 1190 })).verdict, 'healthy');
  assert.equal(
    decide(arm(2, 200, { lcpP75: 1000 }), arm(2, 200, { lcpP75: 1250 }), { lcpMargin: 0.3 }).verdict,
    'healthy',
  );
});

test('decide: INP has its own margin', () => {
  const decision = decide(arm(2, 200, { inpP75: 100 }), arm(2, 200, { inpP75: 160 }), { inpMargin: 0.5 });
  assert.deepEqual(decision.reasons, ['INP p75 +60 % (more than 50 %)']);
});

test('decide: a vital missing on either side is not compared', () => {
  assert.equal(decide(arm(2, 200, { lcpP75: null }), arm(2, 200, { lcpP75: 9000 })).verdict, 'healthy');
  assert.equal(decide(arm(2, 200, { lcpP75: 1000 }), arm(2, 200, { lcpP75: null })).verdict, 'healthy');
});

test('watchAction: on a recorded series, waits, stays, then rolls back at the first significant window', () => {
  // Windows of a canary whose failures start halfway: sessions grow, the failure rate jumps.
  const series = [
    [arm(0, 40), arm(0, 5)],
    [arm(1, 400), arm(0, 60)],
    [arm(3, 800), arm(1, 110)],
    [arm(4, 1200), arm(3, 160)],
    [arm(6, 1600), arm(14, 210)],
  ];
  const actions = series.map(([stable, canary]) => watchAction(decide(stable, canary), { elapsedMs: 0 }));
  assert.deepEqual(actions, ['continue', 'continue', 'continue', 'continue', 'rollback']);
});

test('watchAction: promotes a healthy canary only once promoteAfterMs has passed, and only if asked', () => {
  const healthy = decide(arm(2, 200), arm(2, 200));
  assert.equal(watchAction(healthy, { elapsedMs: 59_000, promoteAfterMs: 60_000 }), 'continue');
  assert.equal(watchAction(healthy, { elapsedMs: 60_000, promoteAfterMs: 60_000 }), 'promote');
  assert.equal(watchAction(healthy, { elapsedMs: 10 ** 9 }), 'continue');
});

test('watchAction: never promotes on too small a sample, however long it waited', () => {
  const thin = decide(arm(0, 200), arm(0, 20));
  assert.equal(watchAction(thin, { elapsedMs: 10 ** 9, promoteAfterMs: 60_000 }), 'continue');
});
