#!/usr/bin/env node
// `pnpm test:all` (what `npm test` and CI run): lint, types, unit tests, production build,
// contract tests, size budgets and the e2e suite. Every suite runs even when one fails; the
// closing table gives each suite's counts and wall time, the last line totals them:
// `N passed, N failed in T`.
//
// The e2e suite (about two thirds of the run, in 2 workers with their own servers) starts when the
// lint, type and unit lanes end, beside the size budgets and the script suites. With `--overlap` it
// starts as soon as the build is there and runs beside every suite.
import { remotes } from './lib/apps.mjs';
import { snapshotBuilds } from './lib/build-snapshot.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { createSuites } from './lib/suites.mjs';

// Not beside jest by default: on 2 cores, the e2e suite beside jest made 12 unit tests miss their
// 5 s limit. `--overlap` runs e2e beside the other suites (faster where there are cores).
const serial = !process.argv.includes('--overlap');
const jestProjects = ['shared', 'host', 'remote-marketing', 'remote-platform', 'remote-auth'];
const { step, summary } = createSuites();
const node = (...files) => ['--test', '--test-reporter=spec', ...files];

// The host's build lists the APIs' posts, events, mentors, courses and career paths in sitemap.xml: a
// throw-away dev API serves them (the e2e suite checks the sitemap against the same seed, and
// prerenders the content pages from its own API in its global setup). First, as the e2e suite, the
// contract tests and the size budgets read the build. Its port follows E2E_PORT_OFFSET, as the e2e's.
const contentApi = await startDevApi({ port: 4614 + Number(process.env.E2E_PORT_OFFSET ?? 0) });
await step('build', 'pnpm', ['build'], {
  env: {
    SITEMAP_BLOG_API: `${contentApi.url}/wp-json/wp/v2`,
    SITEMAP_CMS_API: `${contentApi.url}/api`,
    SITEMAP_MAIN_API: contentApi.url,
  },
});
await contentApi.stop();

// The size budgets measure a snapshot of the builds as built: the e2e suite prerenders into host/dist
// while they run.
const builds = snapshotBuilds();
const e2e = () => step('e2e', 'pnpm', ['--filter', '@qa/e2e', 'test'], { kind: 'playwright', quiet: true });
const e2eEarly = serial ? null : e2e();

// Two lanes, one per core: ESLint, the import graph, the type check and the dev API's tests (one
// process each) run one after another beside jest (every package in one run, one pool of two
// workers), the longest suite of the phase, which starts at once. jest's limits are set for a shared
// machine (jest.base.cjs). Each lane's output comes in one piece when the lane ends.
const lane = async (...steps) => {
  for (const run of steps) await run();
};
await Promise.all([
  lane(
    () => step('lint', 'pnpm', ['lint'], { quiet: true }),
    () => step('import graph (cycles, layers)', 'node', ['scripts/import-graph.mjs'], { quiet: true }),
    () => step('typecheck', 'pnpm', ['typecheck'], { quiet: true }),
    () => step('dev-api', 'pnpm', ['--filter', '@qa/dev-api', 'test'], { kind: 'node', quiet: true }),
  ),
  step(
    `unit + contract (${jestProjects.join(', ')})`,
    'pnpm',
    [
      '--filter',
      '@qa/shared',
      'exec',
      'jest',
      '--projects',
      ...jestProjects.map((dir) => `../${dir}`),
      '--maxWorkers=2',
    ],
    { kind: 'jest', quiet: true },
  ),
]);
// The e2e suite starts now, beside the size budgets and the script suites: the size budgets load one
// route at a time (one core) and the script suites are light, so the e2e's servers, its prerender and
// its first tests take the other core. The size budgets count each route until its page is quiet, main
// thread included (scripts/lib/first-load.mjs), so a busy machine delays their count but does not
// shorten it; they read the snapshot, on ports of their own.
const e2eRun = e2eEarly ?? e2e();
const sizes = step(
  'size budgets',
  'node',
  ['scripts/bench.mjs', '--sizes-only', '--no-build', '--port-offset', '1930', '--root', builds.root],
  { quiet: true },
).finally(builds.remove);
await step(
  'lint rules and import graph (layers, cycles)',
  'node',
  node('scripts/lint-rules.test.mjs', 'scripts/import-graph.test.mjs'),
  { kind: 'node' },
);
// Fails when shared's kernel/ui changed without a version bump (pnpm shared:release).
await step('shared version', 'node', node('scripts/shared-version.test.mjs'), { kind: 'node' });
await step('static server', 'node', node('scripts/static-server.test.mjs'), { kind: 'node' });
await step('nginx config', 'node', node('scripts/nginx.test.mjs'), { kind: 'node' });
await step(
  'sitemap, robots, prerender, route paths, bench, build snapshot, template, dev-server hosts, federation consumes, one share runtime, compile hints, lecture media',
  'node',
  node(
    'scripts/webpack/fill-template.test.mjs',
    'scripts/webpack/dev-server-hosts.test.mjs',
    'scripts/webpack/federation-consumes-plugin.test.mjs',
    'scripts/webpack/one-share-runtime-plugin.test.mjs',
    'scripts/webpack/compile-hints-plugin.test.mjs',
    'scripts/seo/seo-files.test.mjs',
    'scripts/prerender/write-page.test.mjs',
    'scripts/lib/route-pages.test.mjs',
    'scripts/route-literals.test.mjs',
    'scripts/bench-compare.test.mjs',
    'scripts/bench/format.test.mjs',
    'scripts/bench/ab.test.mjs',
    'scripts/lib/first-load.test.mjs',
    'scripts/lib/build-snapshot.test.mjs',
    'scripts/media/lecture-videos.test.mjs',
  ),
  { kind: 'node' },
);
await step(
  'release command (decision, atomic write, commands)',
  'node',
  node(
    'scripts/release/decision.test.mjs',
    'scripts/release/atomic-write.test.mjs',
    'scripts/release/commands.test.mjs',
    'scripts/release/watch.test.mjs',
  ),
  { kind: 'node' },
);
// The deploy gate on these builds: its tests (served builds and edited contracts), then the gate itself for
// each remote against the four builds served (its table in the output). It reads no API: none runs.
await step('can-i-deploy tests', 'node', node('scripts/can-i-deploy.test.mjs'), { kind: 'node' });
const gateSite = await serveAll({ apiBase: 'http://127.0.0.1:9', portOffset: 1910 });
for (const remote of remotes)
  await step(`can-i-deploy ${remote.name}`, 'node', [
    'scripts/can-i-deploy.mjs',
    remote.name,
    '--against',
    `${gateSite.hostUrl}/app-config.json`,
  ]);
await gateSite.stop();
await step('dev:all busy port', 'node', node('scripts/dev-all.test.mjs'), { kind: 'node' });
await sizes;
await e2eRun;
// Last, alone: four dev servers compiling would slow the e2e suite's pages down.
await step('dev:all opened at localhost', 'node', ['scripts/dev-all.mjs', '--smoke'], { kind: 'smoke' });

process.exit(summary());
