#!/usr/bin/env node
// `pnpm test:quick`: the edit loop's check, a few minutes at most. ESLint and Prettier on the changed
// files, the import graph's cycle check, then the type check and the unit tests of the changed packages (their contract tests,
// which read a production build, stay in `npm test`), and the node tests of changed scripts.
// Changed: committed since the branch left main (`--base <ref>` for another ref), staged, unstaged
// or new. A change to shared/ type-checks the apps too (they compile the kit's sources); a change
// to the root's config or lockfile checks every package. `npm test` remains the full run.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/apps.mjs';
import { createSuites } from './lib/suites.mjs';

const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);

const baseArg = process.argv.indexOf('--base');
const base = baseArg >= 0 ? process.argv[baseArg + 1] : 'main';
let committed = [];
try {
  committed = git('diff', '--name-only', `${git('merge-base', base, 'HEAD')[0]}...HEAD`);
} catch {
  console.log(`(no ref ${base}: only the changes not committed yet count)`);
}
const changed = [
  ...new Set([
    ...committed,
    ...git('diff', '--name-only', 'HEAD'),
    ...git('ls-files', '--others', '--exclude-standard'),
  ]),
].filter((file) => existsSync(path.join(repoRoot, file)));

const packages = {
  shared: '@qa/shared',
  host: '@qa/host',
  'remote-marketing': '@qa/remote-marketing',
  'remote-platform': '@qa/remote-platform',
  'remote-auth': '@qa/remote-auth',
  'dev-api': '@qa/dev-api',
  e2e: '@qa/e2e',
};
const apps = ['host', 'remote-marketing', 'remote-platform', 'remote-auth'];
const everything = ['package.json', 'pnpm-lock.yaml', 'tsconfig.base.json', 'eslint.config.mjs', 'jest.base.cjs'];
// jest.base.cjs's own ignores, plus the tests that read a production build.
const unitOnly = '/node_modules/|/dist/|/e2e/|contract\\.test|kit-provides\\.test';
// A package counts as changed when more than its docs did.
const code = changed.filter((file) => !file.endsWith('.md'));
const dirs = new Set(code.map((file) => file.split('/')[0]).filter((dir) => dir in packages));
if (changed.some((file) => everything.includes(file))) for (const dir of Object.keys(packages)) dirs.add(dir);
const typed = new Set(dirs);
if (dirs.has('shared')) for (const app of apps) typed.add(app);
const pick = (set) => Object.keys(packages).filter((dir) => set.has(dir));

console.log(
  changed.length
    ? `${changed.length} changed file(s) against ${base}; packages: ${pick(dirs).join(', ') || 'none'}`
    : `Nothing changed against ${base}.`,
);
const { step, summary } = createSuites();

// ESLint and tsc each keep one core busy: the type check runs beside the lint (its output when it ends).
// A change to the kit checks the kit and the apps as one program (shared/tsconfig.all-apps.json), once.
const oneProgram = typed.has('shared');
const tsc = (project) => ['exec', 'tsc', '--noEmit', '-p', project];
const separately = pick(typed).filter((dir) => !(oneProgram && (dir === 'shared' || apps.includes(dir))));
const typing = (async () => {
  if (oneProgram)
    await step('typecheck shared and the apps (one program)', 'pnpm', tsc('shared/tsconfig.all-apps.json'), {
      quiet: true,
    });
  if (separately.length)
    await step(
      `typecheck ${separately.join(', ')}`,
      'pnpm',
      [...separately.flatMap((dir) => ['--filter', packages[dir]]), '--workspace-concurrency=2', 'run', 'typecheck'],
      { quiet: true },
    );
})();
const linted = changed.filter((file) => /\.(ts|tsx|js|jsx|mjs|cjs)$/.test(file));
if (linted.length)
  await step('eslint (changed files)', 'pnpm', ['exec', 'eslint', '--max-warnings=0', '--no-warn-ignored', ...linted]);
if (changed.length)
  await step('prettier (changed files)', 'pnpm', ['exec', 'prettier', '--check', '--ignore-unknown', ...changed]);
// The cycle check needs the whole graph (a new import closes a loop through unchanged files): ≈ 7 s.
if (linted.length) await step('import graph (cycles, layers)', 'node', ['scripts/import-graph.mjs']);
await typing;

for (const dir of pick(dirs)) {
  if (dir === 'e2e') continue; // the browser suite needs a build: `npm test` or one spec by hand
  if (dir === 'dev-api') await step('unit dev-api', 'pnpm', ['--filter', packages[dir], 'test'], { kind: 'node' });
  else
    await step(
      `unit ${packages[dir]}`,
      'pnpm',
      ['--filter', packages[dir], 'test', '--maxWorkers=2', '--testPathIgnorePatterns', unitOnly],
      { kind: 'jest' },
    );
}

// A changed test, or a changed script's own: beside it or in scripts/ (scripts/lib/nginx.mjs → scripts/nginx.test.mjs).
const testsOf = (file) =>
  file.endsWith('.test.mjs')
    ? [file]
    : [file.replace(/\.mjs$/, '.test.mjs'), `scripts/${path.basename(file, '.mjs')}.test.mjs`];
const scriptTests = [
  ...new Set(
    changed
      .filter((file) => file.startsWith('scripts/') && file.endsWith('.mjs'))
      .flatMap(testsOf)
      .filter((file) => existsSync(path.join(repoRoot, file))),
  ),
];
if (scriptTests.length)
  await step('script tests (changed)', 'node', ['--test', '--test-reporter=spec', ...scriptTests], { kind: 'node' });

process.exit(summary());
