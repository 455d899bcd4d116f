// Pure helpers of `pnpm bench`: the median of samples and the tables it prints (one per section).

/** The median of the numbers given (non-numbers are left out); null when there is none. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const formats = {
  kb: (v) => v.toFixed(1),
  ms: (v) => String(Math.round(v)),
  seconds: (v) => (v / 1000).toFixed(1),
  cls: (v) => v.toFixed(3),
  int: (v) => String(v),
  ratio: (v) => `${v.toFixed(2)}×`,
  text: (v) => String(v),
};

/**
 * Rows as an aligned text table. `columns`: { key, label, format (a `formats` entry, text by
 * default), align ('left' | 'right', right unless text) }; a missing value prints as '—'.
 */
export function formatTable(columns, rows) {
  const cell = (column, row) => {
    const value = row[column.key];
    return value === undefined || value === null ? '—' : (column.format ?? formats.text)(value);
  };
  const cells = rows.map((row) => columns.map((column) => cell(column, row)));
  const widths = columns.map((column, i) => Math.max(column.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((value, i) => {
        const left = (columns[i].align ?? (columns[i].format ? 'right' : 'left')) === 'left';
        return left ? value.padEnd(widths[i]) : value.padStart(widths[i]);
      })
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.label)), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.map(line)];
}

/** The two peers measured in the same Lighthouse runs as the routes (their names in bench-results). */
export const STATIC_PEER = 'static hero (limit)';
export const MONOLITH_PEER = 'React + Chakra monolith (peer)';

/**
 * Each route beside the peers of the same run: LCP ÷ the static hero's (1 is the limit) and TBT ÷ the
 * monolith's (what a plain SPA blocks). Ratios, unlike milliseconds, compare between machines.
 */
export function peerRatios(lighthouse = {}) {
  const limit = lighthouse[STATIC_PEER]?.lcpMs;
  const monolith = lighthouse[MONOLITH_PEER]?.tbtMs;
  const ratio = (value, base) => (typeof value === 'number' && base > 0 ? Number((value / base).toFixed(2)) : null);
  return Object.fromEntries(
    Object.entries(lighthouse)
      .filter(([name]) => name !== STATIC_PEER && name !== MONOLITH_PEER)
      .map(([name, r]) => [name, { lcpVsStatic: ratio(r.lcpMs, limit), tbtVsMonolith: ratio(r.tbtMs, monolith) }]),
  );
}

/** One row per route: first-load JS (with its budget check) beside Lighthouse, where measured. */
export function routeRows({ firstLoad = {}, lighthouse = {}, ratios = {} }, failedRoutes = new Set()) {
  const routes = [...new Set([...Object.keys(firstLoad), ...Object.keys(lighthouse)])];
  return routes.map((route) => ({
    route,
    budget: firstLoad[route] ? (failedRoutes.has(route) ? '✖' : '✔') : undefined,
    kb: firstLoad[route]?.kb,
    scripts: firstLoad[route]?.scripts,
    lcpMs: lighthouse[route]?.lcpMs,
    tbtMs: lighthouse[route]?.tbtMs,
    lcpVsStatic: ratios[route]?.lcpVsStatic,
    tbtVsMonolith: ratios[route]?.tbtVsMonolith,
    cls: lighthouse[route]?.cls,
    performance: lighthouse[route]?.performance,
  }));
}

export const routeColumns = [
  { key: 'budget', label: '' },
  { key: 'route', label: 'route' },
  { key: 'kb', label: 'JS KB', format: formats.kb },
  { key: 'scripts', label: 'scripts', format: formats.int },
  { key: 'lcpMs', label: 'LCP ms', format: formats.ms },
  { key: 'tbtMs', label: 'TBT ms', format: formats.ms },
  { key: 'lcpVsStatic', label: 'LCP÷static', format: formats.ratio },
  { key: 'tbtVsMonolith', label: 'TBT÷monolith', format: formats.ratio },
  { key: 'cls', label: 'CLS', format: formats.cls },
  { key: 'performance', label: 'score', format: formats.int },
];

export const navigationColumns = [
  { key: 'pair', label: 'navigation' },
  { key: 'firstMs', label: 'first ms', format: formats.ms },
  { key: 'repeatMs', label: 'repeat ms', format: formats.ms },
  { key: 'afterReadingMs', label: 'after reading ms', format: formats.ms },
  { key: 'waitsFor', label: 'shown when' },
];

export const inpColumns = [
  { key: 'interaction', label: 'interaction' },
  { key: 'inpMs', label: 'INP ms', format: formats.ms },
  { key: 'shownMs', label: 'shown ms', format: formats.ms },
  { key: 'waitsFor', label: 'shown when' },
];

export const devLoopColumns = [
  { key: 'step', label: 'step' },
  { key: 'ms', label: 'seconds', format: formats.seconds },
];
