#!/usr/bin/env node
// `pnpm bench`: production build (with the content pages prerendered) served locally. Prints one
// route table (first-load JS of every route with its scripts, and Lighthouse mobile, median of
// `--runs N` (default 3), for /, /subscriptions, /courses, a course, a seeded post and two peers with
// the landing's header and hero: a static page, the limit, and a React + Chakra monolith; each route's
// ratios to them and the machine's benchmarkIndex), remote entry sizes, a navigation table and an INP table (CPU 4× slower,
// median of `--samples N`, default 5: scripts/bench/), and the developer loop: `pnpm build` and
// `pnpm dev:all` until every app answers. Exits non-zero when a size budget (scripts/budgets.json)
// is exceeded; timings are reported, never gated. Writes every figure to bench-results/latest.json
// (and a dated copy) for `pnpm bench:compare A B`.
// `--no-build` skips the build and the prerender; `--sizes-only` every timing; `--no-nav`,
// `--no-inp`, `--no-dev-start` one part each. `--port-offset N` moves the site, dev API and peer
// ports (a second checkout beside a running e2e suite or bench). `--concurrency N`: routes whose
// first load is measured at a time (default 1: at 4, on a starved 2-core machine, a route could still
// count short or never be quiet; docs/performance-log.md "Test time").
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { timeBuild, timeDevStart } from './bench/dev-loop.mjs';
import * as table from './bench/format.mjs';
import { remotes, repoRoot } from './lib/apps.mjs';
import { launchChromium } from './lib/browser.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';
import { mapConcurrently, measureFirstLoadJs } from './lib/first-load.mjs';
import { href, routeTable, buildPath } from './lib/routes.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { writeStaticHero } from './lib/static-hero.mjs';
import { writeMonolith } from './lib/monolith-peer.mjs';
import { prerender } from './prerender/prerender.mjs';
import { CPU_SLOWDOWN, pressNote } from './bench/page-timing.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const numberArg = (name, fallback) => (args.has(name) ? Number(argv[argv.indexOf(name) + 1]) || fallback : fallback);
const runs = numberArg('--runs', 3);
const samples = numberArg('--samples', 5);
const portOffset = numberArg('--port-offset', 0);
const concurrency = numberArg('--concurrency', 1);
const build = !args.has('--no-build');
// `--root DIR`: the builds to measure are DIR/<app>/dist (a snapshot of them), not this checkout's.
const buildsRoot = args.has('--root') ? path.resolve(argv[argv.indexOf('--root') + 1]) : repoRoot;
const timings = !args.has('--sizes-only');
const results = {
  date: new Date().toISOString(),
  remoteEntries: {},
  firstLoad: {},
  lighthouse: {},
  navigation: {},
  inp: {},
  devLoop: {},
};
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/budgets.json'), 'utf8'));
const sampleParams = {
  courseSlug: 'qa-fundamentals',
  slug: 'sample',
  id: '1',
  lectureId: '1',
  instructorId: '1',
  userId: '1',
  certificateId: '1',
};
const failures = [];
const failedRoutes = new Set();
const kb = (n) => n.toFixed(1);
const print = (title, columns, rows) => console.log(`\n${title}\n  ${table.formatTable(columns, rows).join('\n  ')}`);

if (build) results.devLoop.buildMs = timeBuild();
// Before the production servers start, so the dev servers have the machine to themselves.
if (timings && !args.has('--no-dev-start')) {
  console.log('\nTiming `pnpm dev:all` until every app answers…');
  results.devLoop.devStartMs = await timeDevStart();
}

const api = await startDevApi({ port: 4600 + portOffset });
let site = null;
let browser = null;
try {
  if (build) await prerender({ apiBase: api.url, siteOrigin: 'http://localhost:3000', log: () => {}, portOffset });
  site = await serveAll({ apiBase: api.url, portOffset, root: buildsRoot });
  browser = await launchChromium();
  console.log('\nRemote entries (gzip KB)');
  for (const remote of remotes) {
    const size = zlib.gzipSync(readFileSync(path.join(buildsRoot, remote.dir, 'dist/remoteEntry.js'))).length / 1024;
    const ok = size <= budgets.remoteEntryKb;
    results.remoteEntries[remote.name] = Number(kb(size));
    if (!ok) failures.push(`${remote.name} remoteEntry.js ${kb(size)} KB > ${budgets.remoteEntryKb} KB`);
    console.log(
      `  ${ok ? '✔' : '✖'} ${remote.name.padEnd(10)} ${kb(size).padStart(6)}  (budget ${budgets.remoteEntryKb})`,
    );
  }

  const [post] = await (await fetch(`${api.url}/wp-json/wp/v2/posts?per_page=1&_fields=slug`)).json();
  const postPath = href('post', { slug: post.slug });
  const paths = [
    ...new Set([
      ...routeTable.filter((r) => r.id !== 'discord-redirect').map((r) => buildPath(r.path, sampleParams)),
      postPath,
    ]),
    '/no-such-page',
  ];
  console.log(`\nMeasuring the first-load JS of ${paths.length} routes, ${concurrency} at a time…`);
  // Each page in its own context, and every body read before its page closes.
  const measured = await mapConcurrently(paths, concurrency, (route) =>
    measureFirstLoadJs(browser, `${site.hostUrl}${route}`).catch((error) => ({ error })),
  );
  paths.forEach((route, i) => {
    const { kb: size, files, error } = measured[i];
    if (error) {
      failures.push(`${route} not measured: ${error.message}`);
      failedRoutes.add(route);
      return;
    }
    const limit = route === href('landing') ? budgets.landing.firstLoadKb : budgets.routeFirstLoadKb;
    results.firstLoad[route] = { kb: Number(kb(size)), scripts: files.length };
    if (size > limit) {
      failures.push(`${route} first-load JS ${kb(size)} KB > ${limit} KB`);
      failedRoutes.add(route);
    }
  });

  if (timings) {
    const staticDir = path.join(repoRoot, '.bench/static-hero');
    await writeStaticHero(browser, site.hostUrl, staticDir);
    const staticServer = createStaticServer({ dir: staticDir, port: 8090 + portOffset });
    await staticServer.start();
    const monolithDir = path.join(repoRoot, '.bench/monolith');
    rmSync(monolithDir, { recursive: true, force: true });
    await writeMonolith(browser, site.hostUrl, monolithDir);
    const monolithServer = createStaticServer({ dir: monolithDir, port: 8094 + portOffset });
    await monolithServer.start();
    const { lighthouseMedian } = await import('./lib/lighthouse-run.mjs');
    const pages = [
      ...[
        href('landing'),
        href('subscriptions'),
        href('courses'),
        href('course', { courseSlug: sampleParams.courseSlug }),
        postPath,
      ].map((route) => [route, `${site.hostUrl}${route}`]),
      [table.STATIC_PEER, `http://127.0.0.1:${8090 + portOffset}/`],
      [table.MONOLITH_PEER, `http://127.0.0.1:${8094 + portOffset}/`],
    ];
    console.log(`Lighthouse mobile on ${pages.length} pages, ${runs}× each…`);
    for (const [name, url] of pages) results.lighthouse[name] = await lighthouseMedian(url, runs);
    await staticServer.stop();
    await monolithServer.stop();
    results.ratios = table.peerRatios(results.lighthouse);
    // TBT and main-thread work are simulated from this machine's CPU: they compare between runs on machines of a like index.
    results.benchmarkIndex = Math.round(table.median(Object.values(results.lighthouse).map((r) => r.benchmarkIndex)));
  }

  print(
    `Routes: first-load JS (gzip KB, every script until the network is idle; ✔/✖ its budget: / ${budgets.landing.firstLoadKb}, others ${budgets.routeFirstLoadKb})` +
      (timings
        ? `\nand Lighthouse mobile, median of ${runs} (reported, not gated), beside two peers of the same run; ` +
          `benchmarkIndex ${results.benchmarkIndex}`
        : ''),
    timings ? table.routeColumns : table.routeColumns.slice(0, 4),
    table.routeRows(results, failedRoutes),
  );
  if (timings) {
    const b = budgets.landing;
    console.log(`  budgets for /: LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, score ≥ ${b.performance}`);
    console.log("  LCP÷static: LCP ÷ the static hero's (the limit); TBT÷monolith: TBT ÷ the React + Chakra monolith's");
    console.log(
      `  this machine's CPU, Lighthouse benchmarkIndex: ${results.benchmarkIndex} (higher is faster; TBT scales inversely with it)`,
    );
  }

  const timed = { origin: site.hostUrl, apiUrl: api.url, samples };
  if (timings && !args.has('--no-nav')) {
    console.log(`\nNavigation: click → the new page's h1 and first data on screen`);
    const { measureNavigation } = await import('./bench/navigation.mjs');
    results.navigation = await measureNavigation(browser, timed);
    print(
      `Navigation, CPU ${CPU_SLOWDOWN}× slower${pressNote}, local network, median of ${samples} (first: a fresh browser; repeat: back and again)`,
      table.navigationColumns,
      Object.entries(results.navigation).map(([pair, r]) => ({ pair, ...r })),
    );
  }
  if (timings && !args.has('--no-inp')) {
    console.log(`\nResponsiveness: INP (web-vitals) of each interaction`);
    const { measureInp } = await import('./bench/inp.mjs');
    results.inp = await measureInp(browser, timed);
    print(
      `INP, CPU ${CPU_SLOWDOWN}× slower${pressNote}, median of ${samples} (shown: click → what it opens on screen)`,
      table.inpColumns,
      Object.entries(results.inp).map(([interaction, r]) => ({ interaction, ...r })),
    );
  }
} finally {
  await browser?.close();
  await site?.stop();
  await api.stop();
}

if (Object.keys(results.devLoop).length)
  print('Developer loop (wall time)', table.devLoopColumns, [
    { step: 'pnpm build (four apps)', ms: results.devLoop.buildMs },
    { step: 'pnpm dev:all until every app answers', ms: results.devLoop.devStartMs },
  ]);

const resultsDir = path.join(repoRoot, 'bench-results');
mkdirSync(resultsDir, { recursive: true });
results.failures = failures;
const json = `${JSON.stringify(results, null, 2)}\n`;
writeFileSync(path.join(resultsDir, 'latest.json'), json);
writeFileSync(path.join(resultsDir, `${results.date.replace(/[:.]/g, '-')}.json`), json);
console.log(`\nFigures written to bench-results/latest.json (compare two runs: pnpm bench:compare A B).`);

if (failures.length) {
  console.error(`\nSize budgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery size budget holds.');
