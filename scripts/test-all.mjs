#!/usr/bin/env node
// `pnpm test:all` (what `npm test` and CI run): lint, types, unit tests, production build,
// contract tests, size budgets and the e2e suite. Every suite runs even when one fails, and
// the last line totals them: `N passed, N failed`.
import { spawn } from 'node:child_process';
import { repoRoot } from './lib/apps.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';

const jestPackages = ['@qa/shared', '@qa/host', '@qa/remote-marketing', '@qa/remote-platform', '@qa/remote-auth'];
const results = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const echo = (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    };
    child.stdout.on('data', echo);
    child.stderr.on('data', echo);
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const count = (output, pattern) => Number(output.match(pattern)?.[1] ?? 0);

/** Counts a suite from its runner's own summary; a crash with no summary counts as one failure. */
function tally(name, { code, output }, kind, seconds) {
  let passed = 0;
  let failed = 0;
  if (kind === 'jest') {
    const line = output.match(/^Tests:.*$/m)?.[0] ?? '';
    passed = count(line, /(\d+) passed/);
    failed = count(line, /(\d+) failed/);
  } else if (kind === 'node') {
    passed = count(output, /ℹ pass (\d+)/);
    failed = count(output, /ℹ fail (\d+)/);
  } else if (kind === 'smoke') {
    passed = count(output, /dev smoke: (\d+) passed/);
    failed = count(output, /dev smoke: \d+ passed, (\d+) failed/);
  } else if (kind === 'playwright') {
    passed = count(output, /^\s*(\d+) passed/m);
    failed = count(output, /^\s*(\d+) failed/m) + count(output, /^\s*(\d+) flaky/m);
  } else {
    passed = code === 0 ? 1 : 0;
  }
  if (code !== 0 && failed === 0) failed = 1;
  results.push({ name, passed, failed, seconds });
  console.log(`\n── ${name}: ${passed} passed, ${failed} failed (${formatSeconds(seconds)})\n`);
}

const formatSeconds = (s) => (s < 60 ? `${s.toFixed(1)} s` : `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`);

async function step(name, command, args, kind = 'check', env = {}) {
  console.log(`\n══ ${name}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const outcome = await run(command, args, env);
  tally(name, outcome, kind, (performance.now() - started) / 1000);
}

const runStarted = performance.now();

await step('lint', 'pnpm', ['lint']);
await step(
  'lint rules (cycles, layers)',
  'node',
  ['--test', '--test-reporter=spec', 'scripts/lint-rules.test.mjs'],
  'node',
);
await step('typecheck', 'pnpm', ['typecheck']);
// Fails when shared's kernel/ui changed without a version bump (pnpm shared:release).
await step('shared version', 'node', ['--test', '--test-reporter=spec', 'scripts/shared-version.test.mjs'], 'node');
// The host's build lists the APIs' posts, events, mentors, courses and career paths in sitemap.xml: a throw-away
// dev API serves them (the e2e suite checks the sitemap against the same seed, and prerenders the
// content pages from its own API in its global setup).
const contentApi = await startDevApi({ port: 4614 });
await step('build', 'pnpm', ['build'], 'check', {
  SITEMAP_BLOG_API: `${contentApi.url}/wp-json/wp/v2`,
  SITEMAP_CMS_API: `${contentApi.url}/api`,
  SITEMAP_MAIN_API: contentApi.url,
});
await contentApi.stop();
for (const pkg of jestPackages)
  await step(`unit + contract ${pkg}`, 'pnpm', ['--filter', pkg, 'test', '--maxWorkers=2'], 'jest');
await step('dev-api', 'pnpm', ['--filter', '@qa/dev-api', 'test'], 'node');
await step('static server', 'node', ['--test', '--test-reporter=spec', 'scripts/static-server.test.mjs'], 'node');
await step('nginx config', 'node', ['--test', '--test-reporter=spec', 'scripts/nginx.test.mjs'], 'node');
await step(
  'sitemap, robots, prerender, bench, template, dev-server hosts, lecture media',
  'node',
  [
    '--test',
    '--test-reporter=spec',
    'scripts/webpack/fill-template.test.mjs',
    'scripts/webpack/dev-server-hosts.test.mjs',
    'scripts/seo/seo-files.test.mjs',
    'scripts/prerender/write-page.test.mjs',
    'scripts/bench-compare.test.mjs',
    'scripts/bench/format.test.mjs',
    'scripts/bench/ab.test.mjs',
    'scripts/media/lecture-videos.test.mjs',
  ],
  'node',
);
await step('dev:all busy port', 'node', ['--test', '--test-reporter=spec', 'scripts/dev-all.test.mjs'], 'node');
await step('size budgets', 'node', ['scripts/bench.mjs', '--sizes-only', '--no-build']);
await step('e2e', 'pnpm', ['--filter', '@qa/e2e', 'test'], 'playwright');
await step('dev:all opened at localhost', 'node', ['scripts/dev-all.mjs', '--smoke'], 'smoke');

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.failed ? '✖' : '✔'} ${r.name.padEnd(36)} ${`${r.passed} passed, ${r.failed} failed`.padEnd(24)} ${formatSeconds(r.seconds).padStart(12)}`,
  );
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed in ${formatSeconds((performance.now() - runStarted) / 1000)}`);
process.exit(failed ? 1 : 0);
