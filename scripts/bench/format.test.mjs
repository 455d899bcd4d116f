import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MONOLITH_PEER, STATIC_PEER, formatTable, formats, median, peerRatios, routeRows } from './format.mjs';

test('median: the middle sample, the mean of the two middle ones for an even count', () => {
  assert.equal(median([300, 100, 200]), 200);
  assert.equal(median([400, 100, 300, 200]), 250);
  assert.equal(median([5]), 5);
});

test('median: failed samples (null, undefined, NaN) are left out; none at all gives null', () => {
  assert.equal(median([null, 120, undefined, 80, Number.NaN, 100]), 100);
  assert.equal(median([]), null);
  assert.equal(median([null]), null);
});

test('formatTable: a header, a rule, then rows; text left-aligned, figures right-aligned, missing as —', () => {
  const columns = [
    { key: 'route', label: 'route' },
    { key: 'kb', label: 'KB', format: formats.kb },
    { key: 'cls', label: 'CLS', format: formats.cls },
  ];
  const lines = formatTable(columns, [
    { route: '/', kb: 150.04, cls: 0.0123 },
    { route: '/courses/qa-fundamentals', kb: 9.95 },
  ]);
  assert.deepEqual(lines, [
    'route                        KB    CLS',
    '────────────────────────  ─────  ─────',
    '/                         150.0  0.012',
    '/courses/qa-fundamentals    9.9      —',
  ]);
});

test('formats: milliseconds rounded, seconds with one decimal', () => {
  assert.equal(formats.ms(249.6), '250');
  assert.equal(formats.seconds(91_250), '91.3');
});

test('routeRows: one row per route, sizes beside Lighthouse; a route measured by one side only keeps the other empty', () => {
  const rows = routeRows(
    {
      firstLoad: { '/': { kb: 165.9, scripts: 14 }, '/login': { kb: 200, scripts: 20 } },
      lighthouse: { '/': { lcpMs: 670, tbtMs: 210, cls: 0.01, performance: 96 }, 'static hero': { lcpMs: 750 } },
      ratios: { '/': { lcpVsStatic: 0.89, tbtVsMonolith: 0.3 } },
    },
    new Set(['/login']),
  );
  assert.deepEqual(rows[0], {
    route: '/',
    budget: '✔',
    kb: 165.9,
    scripts: 14,
    lcpMs: 670,
    tbtMs: 210,
    lcpVsStatic: 0.89,
    tbtVsMonolith: 0.3,
    cls: 0.01,
    performance: 96,
  });
  assert.equal(rows[1].budget, '✖');
  assert.equal(rows[1].lcpMs, undefined);
  assert.deepEqual(
    [rows[2].route, rows[2].budget, rows[2].kb, rows[2].lcpMs],
    ['static hero', undefined, undefined, 750],
  );
});

test('peerRatios: each route LCP ÷ the static hero and TBT ÷ the monolith of the same run; no peer, no ratio', () => {
  const ratios = peerRatios({
    '/': { lcpMs: 800, tbtMs: 150 },
    [STATIC_PEER]: { lcpMs: 750, tbtMs: 2 },
    [MONOLITH_PEER]: { lcpMs: 2000, tbtMs: 600 },
  });
  assert.deepEqual(ratios, { '/': { lcpVsStatic: 1.07, tbtVsMonolith: 0.25 } });
  assert.deepEqual(peerRatios({ '/': { lcpMs: 800, tbtMs: 150 } }), {
    '/': { lcpVsStatic: null, tbtVsMonolith: null },
  });
});
