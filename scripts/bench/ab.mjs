// Pure helpers of `pnpm bench:ab`: two builds measured in turns, summed up per figure as paired
// differences, so that a machine whose speed drifts during the run moves both builds alike.
import { median } from './format.mjs';

/**
 * The order of the two builds in round `i`: A first in even rounds, B first in odd ones, so
 * neither always runs on a browser cache or a CPU just warmed by the other.
 */
export const roundOrder = (i) => (i % 2 ? ['B', 'A'] : ['A', 'B']);

/**
 * Samples taken in rounds (`a[i]` and `b[i]` measured in turn) → the median of each build, the
 * median of the paired differences B − A, and in how many rounds B was lower (better, for a time
 * or a size) or higher. A round with a sample missing on either side is left out of the pairs.
 */
export function pairedSummary(a, b) {
  const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
  const pairs = a.map((value, i) => [value, b[i]]).filter(([x, y]) => isNumber(x) && isNumber(y));
  const deltas = pairs.map(([x, y]) => y - x);
  return {
    a: median(a),
    b: median(b),
    delta: median(deltas),
    lower: deltas.filter((d) => d < 0).length,
    higher: deltas.filter((d) => d > 0).length,
    pairs: pairs.length,
  };
}

/**
 * The two-sided sign test: how likely `lower` rounds of `lower + higher` (ties left out) would split
 * at least this unevenly if B were no different from A, each round then a coin toss.
 */
export function signTestP(lower, higher) {
  const n = lower + higher;
  if (!n) return 1;
  const k = Math.min(lower, higher);
  let tail = 0;
  for (let i = 0, choose = 1; i <= k; i += 1) {
    tail += choose;
    choose = (choose * (n - i)) / (i + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

/**
 * The verdict of one figure: 'B lower' or 'B higher' when the sign test says a split this uneven
 * would happen by chance less than 5 % of the time (six rounds out of six, seven of eight, …),
 * else 'same'. An A/A run (the same commit twice) on this machine gave TBT splits of 1/5 and 4/2
 * over six rounds: anything looser calls noise a change.
 */
export function verdict({ lower, higher }) {
  if (signTestP(lower, higher) >= 0.05) return 'same';
  return lower > higher ? 'B lower' : 'B higher';
}

/** Rows of the A/B table: one per (figure, page), in the order measured. */
export function abRows(samples) {
  return Object.entries(samples).map(([key, { a, b }]) => {
    const summary = pairedSummary(a, b);
    return {
      key,
      ...summary,
      p: signTestP(summary.lower, summary.higher),
      verdict: verdict(summary),
      split: `${summary.lower}/${summary.higher}/${summary.pairs}`,
    };
  });
}
