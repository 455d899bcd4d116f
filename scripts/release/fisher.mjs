// Fisher's exact test, one-sided: is the second group's failure proportion larger than the first's?

function logFactorials(n) {
  const table = new Float64Array(n + 1);
  for (let i = 2; i <= n; i += 1) table[i] = table[i - 1] + Math.log(i);
  return table;
}

/**
 * P(X ≥ failedB) where X, the failures falling in group B, follows the hypergeometric law given
 * the margins (nA + nB sessions, failedA + failedB failures): the one-sided p-value that B fails
 * more often than A by chance alone. Exact at any sample size, so it stays right with the few
 * failures a healthy version has.
 */
export function fisherGreater(failedA, nA, failedB, nB) {
  const total = nA + nB;
  const failures = failedA + failedB;
  const lf = logFactorials(total);
  const logChoose = (n, k) => lf[n] - lf[k] - lf[n - k];
  const logAll = logChoose(total, nB);
  let p = 0;
  for (let k = failedB; k <= Math.min(failures, nB); k += 1) {
    p += Math.exp(logChoose(failures, k) + logChoose(total - failures, nB - k) - logAll);
  }
  return Math.min(1, p);
}
