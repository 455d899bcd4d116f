#!/usr/bin/env node
// `pnpm bench:compare A B`: the figures of two bench runs side by side (files written by `pnpm bench`
// into bench-results/; `latest` stands for bench-results/latest.json): the machine's benchmarkIndex and
// the ratios to the peers first, then sizes, Lighthouse, navigation, INP and the developer loop.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';

const load = (name) => {
  const file = name === 'latest' ? path.join(repoRoot, 'bench-results/latest.json') : path.resolve(name);
  return JSON.parse(readFileSync(file, 'utf8'));
};

export function compareRuns(a, b) {
  const rows = [];
  const add = (group, key, before, after, unit) => {
    if (before === undefined && after === undefined) return;
    const delta = before !== undefined && after !== undefined ? after - before : null;
    rows.push({ group, key, before, after, delta, unit });
  };
  // First: TBT and main-thread work follow the machine's CPU, so two runs compare only on like machines.
  add('machine', 'Lighthouse benchmarkIndex (higher: faster CPU)', a.benchmarkIndex, b.benchmarkIndex, 'index');
  // Then the ratios to the peers measured in the same run: unlike milliseconds, they compare across machines.
  for (const [metric, group] of [
    ['lcpVsStatic', 'ratio LCP ÷ static hero'],
    ['tbtVsMonolith', 'ratio TBT ÷ monolith'],
  ])
    for (const key of new Set([...Object.keys(a.ratios ?? {}), ...Object.keys(b.ratios ?? {})]))
      add(group, key, a.ratios?.[key]?.[metric] ?? undefined, b.ratios?.[key]?.[metric] ?? undefined, '×');
  for (const key of new Set([...Object.keys(a.remoteEntries ?? {}), ...Object.keys(b.remoteEntries ?? {})]))
    add('remote entry', key, a.remoteEntries?.[key], b.remoteEntries?.[key], 'KB');
  for (const key of new Set([...Object.keys(a.firstLoad ?? {}), ...Object.keys(b.firstLoad ?? {})]))
    add('first-load JS', key, a.firstLoad?.[key]?.kb, b.firstLoad?.[key]?.kb, 'KB');
  for (const key of new Set([...Object.keys(a.lighthouse ?? {}), ...Object.keys(b.lighthouse ?? {})])) {
    for (const [metric, unit] of [
      ['lcpMs', 'ms'],
      ['tbtMs', 'ms'],
      ['cls', ''],
      ['performance', 'score'],
    ])
      add(
        `lighthouse ${metric.replace(/Ms$/, '').toUpperCase()}`,
        key,
        a.lighthouse?.[key]?.[metric],
        b.lighthouse?.[key]?.[metric],
        unit,
      );
  }
  const timings = [
    ['navigation first', 'navigation', 'firstMs'],
    ['navigation repeat', 'navigation', 'repeatMs'],
    ['navigation after reading', 'navigation', 'afterReadingMs'],
    ['INP', 'inp', 'inpMs'],
    ['interaction shown', 'inp', 'shownMs'],
  ];
  for (const [group, section, metric] of timings)
    for (const key of new Set([...Object.keys(a[section] ?? {}), ...Object.keys(b[section] ?? {})]))
      add(group, key, a[section]?.[key]?.[metric] ?? undefined, b[section]?.[key]?.[metric] ?? undefined, 'ms');
  for (const [key, label] of [
    ['buildMs', 'pnpm build'],
    ['devStartMs', 'pnpm dev:all until every app answers'],
  ])
    add('developer loop', label, a.devLoop?.[key] ?? undefined, b.devLoop?.[key] ?? undefined, 'ms');
  return rows;
}

const format = (value, unit) =>
  value === undefined
    ? '—'
    : unit === ''
      ? value.toFixed(3)
      : unit === 'KB'
        ? value.toFixed(1)
        : unit === '×'
          ? value.toFixed(2)
          : String(Math.round(value));

if (import.meta.url === `file://${process.argv[1]}`) {
  const [first, second] = process.argv.slice(2);
  if (!first || !second) {
    console.error('usage: pnpm bench:compare <run A.json|latest> <run B.json|latest>');
    process.exit(2);
  }
  const a = load(first);
  const b = load(second);
  console.log(`A ${a.date}\nB ${b.date}\n`);
  let group = '';
  for (const row of compareRuns(a, b)) {
    if (row.group !== group) console.log(`${(group = row.group)} (${row.unit || 'value'})`);
    const delta = row.delta === null ? '' : `${row.delta > 0 ? '+' : ''}${format(row.delta, row.unit)}`;
    console.log(
      `  ${row.key.padEnd(46)} ${format(row.before, row.unit).padStart(8)} → ${format(row.after, row.unit).padStart(8)}  ${delta}`,
    );
  }
}
