// Whether a canary is worse than its stable version: a pure function of the two arms' signals.
import { fisherGreater } from './fisher.mjs';

export const decisionDefaults = { minSessions: 100, alpha: 0.01, lcpMargin: 0.2, inpMargin: 0.2 };

const rate = (arm) => (arm.sessions ? arm.failedSessions / arm.sessions : 0);
const percent = (value) => `${(value * 100).toFixed(1)} %`;

function vital(name, key, margin, stable, canary) {
  const base = stable[key];
  const value = canary[key];
  if (typeof base !== 'number' || typeof value !== 'number' || base <= 0) return { name, stable: base, canary: value };
  const change = value / base - 1;
  return { name, stable: base, canary: value, change, margin, regressed: change > margin };
}

/**
 * `stable`, `canary`: the aggregate's entries ({ sessions, failedSessions, lcpP75, inpP75 }), or
 * null when the window has none. Returns { verdict, reasons, failure, vitals }:
 * - `insufficient`: either arm has fewer than `minSessions` sessions; nothing is judged;
 * - `rollback`: the canary's failure rate is higher and Fisher's exact test (one-sided) puts the
 *   chance of that under `alpha`, or its LCP/INP p75 exceeds stable's by more than the margin;
 * - `healthy`: neither.
 */
export function decide(stable, canary, options = {}) {
  const { minSessions, alpha, lcpMargin, inpMargin } = { ...decisionDefaults, ...options };
  const arms = {
    stable: stable ?? { sessions: 0, failedSessions: 0 },
    canary: canary ?? { sessions: 0, failedSessions: 0 },
  };
  const short = Object.entries(arms).filter(([, arm]) => arm.sessions < minSessions);
  if (short.length) {
    const reasons = short.map(([role, arm]) => `${role} has ${arm.sessions} sessions of the ${minSessions} needed`);
    return { verdict: 'insufficient', reasons };
  }
  const failure = {
    stable: { failed: arms.stable.failedSessions, sessions: arms.stable.sessions, rate: rate(arms.stable) },
    canary: { failed: arms.canary.failedSessions, sessions: arms.canary.sessions, rate: rate(arms.canary) },
    pValue: fisherGreater(
      arms.stable.failedSessions,
      arms.stable.sessions,
      arms.canary.failedSessions,
      arms.canary.sessions,
    ),
    alpha,
  };
  const vitals = [
    vital('LCP', 'lcpP75', lcpMargin, arms.stable, arms.canary),
    vital('INP', 'inpP75', inpMargin, arms.stable, arms.canary),
  ];
  const reasons = [];
  if (failure.canary.rate > failure.stable.rate && failure.pValue < alpha)
    reasons.push(
      `failure rate ${percent(failure.canary.rate)} vs ${percent(failure.stable.rate)} (p = ${failure.pValue.toPrecision(2)} < ${alpha})`,
    );
  for (const v of vitals.filter((v) => v.regressed))
    reasons.push(`${v.name} p75 +${Math.round(v.change * 100)} % (more than ${Math.round(v.margin * 100)} %)`);
  return { verdict: reasons.length ? 'rollback' : 'healthy', reasons, failure, vitals };
}

/**
 * One step of `watch`: what to do with a decision, given how long the canary has been watched.
 * Promotes only a canary judged healthy (enough sessions) once `promoteAfterMs` has passed.
 */
export function watchAction(decision, { elapsedMs, promoteAfterMs }) {
  if (decision.verdict === 'rollback') return 'rollback';
  if (decision.verdict === 'healthy' && promoteAfterMs !== undefined && elapsedMs >= promoteAfterMs) return 'promote';
  return 'continue';
}
