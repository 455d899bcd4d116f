#!/usr/bin/env node
// `node scripts/route-literals.mjs [--root DIR] [--list]`: counts the string literals in scripts/ that spell
// a path of the route table (lines, files), test files apart; `--root` counts another checkout's
// scripts against this checkout's table, `--list` prints each one. Zero outside tests is the rule
// (scripts/route-literals.test.mjs): a script takes its paths from the table.
import path from 'node:path';
import { importTs } from './lib/import-ts.mjs';
import { scanScripts } from './lib/route-literals.mjs';

const argv = process.argv.slice(2);
const root = argv.includes('--root') ? path.resolve(argv[argv.indexOf('--root') + 1]) : undefined;
const { routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
const hits = scanScripts(routeTable, root);
if (argv.includes('--list')) for (const h of hits) console.log(`${h.file}:${h.line}  ${h.text}`);
const summary = (list) => {
  const lines = new Set(list.map((h) => `${h.file}:${h.line}`));
  return `${list.length} literals on ${lines.size} lines in ${new Set(list.map((h) => h.file)).size} files`;
};
console.log(`scripts: ${summary(hits.filter((h) => !h.test))}`);
console.log(`tests:   ${summary(hits.filter((h) => h.test))}`);
