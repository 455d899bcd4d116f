#!/usr/bin/env node
// pnpm graph: the import graph of our code (dependency-cruiser, settings in .dependency-cruiser.cjs).
// Prints the modules of each shared layer, the imports between layers, and the import cycles; fails
// on a cycle, a layer rule broken or an import that does not resolve. This is the repository's cycle
// check (`npm test` and `pnpm test:quick` run it): one pass over the graph, where ESLint's
// import-x/no-cycle took half of the lint's time.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './lib/apps.mjs';

export const cruised = [
  'shared',
  'host/src',
  'remote-auth/src',
  'remote-marketing/src',
  'remote-platform/src',
  'dev-api/src',
  'e2e/support',
  'e2e/tests',
  'scripts',
];
export const layers = {
  kernel: 'shared/src/kernel/',
  ui: 'shared/src/ui/',
  data: 'shared/src/data/',
  testing: 'shared/testing/',
};

const isTest = (file) => /(^|\/)__tests__\//.test(file) || /\.test\.[cm]?[jt]sx?$/.test(file);
const layerOf = (file) => Object.keys(layers).find((layer) => file.startsWith(layers[layer])) ?? null;

/** Runs dependency-cruiser over `paths` (repository-relative) and returns its JSON result. */
export function cruise(paths = cruised) {
  // A root devDependency; its package exports no path to the command line, so it is named directly.
  const cli = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const result = spawnSync(
    process.execPath,
    [cli, '--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...paths],
    { cwd: repoRoot, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  if (!result.stdout) throw new Error(`dependency-cruiser printed nothing:\n${result.stderr}`);
  return JSON.parse(result.stdout);
}

/**
 * The figures of a cruise: product modules per layer (tests left out), imports between layers
 * (one per importing module and imported module), distinct cycles, other rule violations and
 * imports that did not resolve (an alias the settings miss would hide edges).
 */
export function summarise(result) {
  const modules = Object.fromEntries(Object.keys(layers).map((layer) => [layer, 0]));
  const edges = {};
  const unresolved = [];
  for (const module of result.modules) {
    const from = layerOf(module.source);
    if (from && !isTest(module.source)) modules[from] += 1;
    for (const dependency of module.dependencies) {
      if (dependency.couldNotResolve && !dependency.coreModule)
        unresolved.push(`${module.source} → ${dependency.module}`);
      const to = layerOf(dependency.resolved);
      if (!from || !to || from === to || isTest(module.source)) continue;
      edges[`${from} → ${to}`] = (edges[`${from} → ${to}`] ?? 0) + 1;
    }
  }
  const cycles = new Set();
  const otherViolations = [];
  for (const violation of result.summary.violations) {
    if (violation.rule.name === 'no-circular') {
      const members = [violation.from, ...(violation.cycle ?? []).map((step) => step.name ?? step)];
      cycles.add([...new Set(members)].sort().join(', '));
    } else otherViolations.push(`${violation.rule.name}: ${violation.from} → ${violation.to}`);
  }
  return {
    modules,
    edges,
    cycles: [...cycles],
    otherViolations,
    unresolved,
    total: result.modules.filter((module) => !module.coreModule && !module.source.startsWith('node_modules/')).length,
  };
}

function main() {
  const { modules, edges, cycles, otherViolations, unresolved, total } = summarise(cruise());
  console.log(`Import graph of our code (${cruised.join(', ')}): ${total} modules, tests included`);
  console.log(
    `modules per shared layer, tests left out: ${Object.entries(modules)
      .map(([layer, count]) => `${layer} ${count}`)
      .join(', ')}`,
  );
  const between = Object.entries(edges).sort(([a], [b]) => a.localeCompare(b));
  console.log(`imports between layers: ${between.map(([edge, count]) => `${edge} ${count}`).join(', ') || 'none'}`);
  console.log(`import cycles: ${cycles.length}`);
  for (const cycle of cycles) console.log(`  a cycle through ${cycle}`);
  for (const line of unresolved) console.log(`an import that did not resolve: ${line}`);
  for (const line of otherViolations) console.log(`layer rule broken: ${line}`);
  return cycles.length === 0 && otherViolations.length === 0 && unresolved.length === 0 ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = main();
}
