#!/usr/bin/env node
// `pnpm bench`: production build (with the content pages prerendered) served locally; first-load JS
// of every route, remote entry sizes, and Lighthouse mobile (median of `--runs N`, default 3) for `/`,
// `/subscriptions`, a seeded post and a static page with the landing's hero. Exits non-zero when a
// size budget (scripts/budgets.json) is exceeded; timings are printed, not gated. Writes every figure
// to bench-results/latest.json (and a dated copy) for `pnpm bench:compare A B`.
// `--sizes-only` skips Lighthouse, `--no-build` the build and the prerender.
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { remotes, repoRoot } from './lib/apps.mjs';
import { launchChromium } from './lib/browser.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';
import { measureFirstLoadJs } from './lib/first-load.mjs';
import { importTs } from './lib/import-ts.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { createStaticServer } from './lib/static-server.mjs';
import { writeStaticHero } from './lib/static-hero.mjs';
import { prerender } from './prerender/prerender.mjs';

const argv = process.argv.slice(2);
const args = new Set(argv);
const runs = Number(argv[argv.indexOf('--runs') + 1]) || 3;
const results = { date: new Date().toISOString(), remoteEntries: {}, firstLoad: {}, lighthouse: {} };
const budgets = JSON.parse(readFileSync(path.join(repoRoot, 'scripts/budgets.json'), 'utf8'));
const { routeTable, buildPath } = await importTs('shared/src/kernel/routing/route-table.ts');
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
const kb = (n) => n.toFixed(1);

if (!args.has('--no-build')) execSync('pnpm build', { cwd: repoRoot, stdio: 'inherit' });

const api = await startDevApi({ port: 4600 });
let site = null;
let browser = null;
try {
  if (!args.has('--no-build'))
    await prerender({ apiBase: api.url, siteOrigin: 'http://localhost:3000', log: () => {} });
  site = await serveAll({ apiBase: api.url });
  browser = await launchChromium();
  console.log('\nRemote entries (gzip KB)');
  for (const remote of remotes) {
    const size = zlib.gzipSync(readFileSync(path.join(repoRoot, remote.dir, 'dist/remoteEntry.js'))).length / 1024;
    const ok = size <= budgets.remoteEntryKb;
    results.remoteEntries[remote.name] = Number(kb(size));
    if (!ok) failures.push(`${remote.name} remoteEntry.js ${kb(size)} KB > ${budgets.remoteEntryKb} KB`);
    console.log(
      `  ${ok ? '✔' : '✖'} ${remote.name.padEnd(10)} ${kb(size).padStart(6)}  (budget ${budgets.remoteEntryKb})`,
    );
  }

  console.log('\nFirst-load JS per route (gzip KB, every script fetched until the network is idle)');
  const paths = [
    ...new Set(routeTable.filter((r) => r.id !== 'discord-redirect').map((r) => buildPath(r.path, sampleParams))),
    '/no-such-page',
  ];
  for (const route of paths) {
    const { kb: size, files } = await measureFirstLoadJs(browser, `${site.hostUrl}${route}`);
    const limit = route === budgets.landing.route ? budgets.landing.firstLoadKb : budgets.routeFirstLoadKb;
    const ok = size <= limit;
    results.firstLoad[route] = { kb: Number(kb(size)), scripts: files.length };
    if (!ok) failures.push(`${route} first-load JS ${kb(size)} KB > ${limit} KB`);
    console.log(
      `  ${ok ? '✔' : '✖'} ${route.padEnd(44)} ${kb(size).padStart(6)}  (budget ${limit}; ${files.length} scripts)`,
    );
  }

  if (!args.has('--sizes-only')) {
    const staticDir = path.join(repoRoot, '.bench/static-hero');
    await writeStaticHero(browser, site.hostUrl, staticDir);
    const staticServer = createStaticServer({ dir: staticDir, port: 8090 });
    await staticServer.start();
    const { lighthouseMedian } = await import('./lib/lighthouse-run.mjs');
    const [post] = await (await fetch(`${api.url}/wp-json/wp/v2/posts?per_page=1&_fields=slug`)).json();
    const pages = [
      ['/', `${site.hostUrl}/`],
      ['/subscriptions', `${site.hostUrl}/subscriptions`],
      [`/posts/${post.slug}`, `${site.hostUrl}/posts/${post.slug}`],
      ['static hero (limit)', 'http://127.0.0.1:8090/'],
    ];
    console.log(`\nLighthouse mobile, median of ${runs} (reported, not gated)`);
    for (const [name, url] of pages) {
      const r = await lighthouseMedian(url, runs);
      results.lighthouse[name] = r;
      console.log(
        `  ${name.padEnd(44)} LCP ${String(Math.round(r.lcpMs)).padStart(5)} ms  TBT ${String(Math.round(r.tbtMs)).padStart(4)} ms  CLS ${r.cls.toFixed(3)}  score ${r.performance}`,
      );
    }
    await staticServer.stop();
    const b = budgets.landing;
    console.log(`  budgets for /: LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, score ≥ ${b.performance}`);
    const ratio = results.lighthouse['/'].lcpMs / results.lighthouse['static hero (limit)'].lcpMs;
    console.log(`  LCP(/) ÷ LCP(static) = ${ratio.toFixed(2)}`);
  }
} finally {
  await browser?.close();
  await site?.stop();
  await api.stop();
}

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
