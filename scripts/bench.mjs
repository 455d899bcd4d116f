#!/usr/bin/env node
// `pnpm bench`: production build served locally; first-load JS of every route, remote entry
// sizes, and Lighthouse mobile (median of 3) for `/` and for a static page with the same hero.
// Exits non-zero when a size budget of docs/architecture.md (scripts/budgets.json) is exceeded;
// timings are printed, not gated. `--sizes-only` skips Lighthouse, `--no-build` the build.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

const args = new Set(process.argv.slice(2));
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
  site = await serveAll({ apiBase: api.url });
  browser = await launchChromium();
  console.log('\nRemote entries (gzip KB)');
  for (const remote of remotes) {
    const size = zlib.gzipSync(readFileSync(path.join(repoRoot, remote.dir, 'dist/remoteEntry.js'))).length / 1024;
    const ok = size <= budgets.remoteEntryKb;
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
    console.log('\nLighthouse mobile, median of 3 (reported, not gated)');
    const landing = await lighthouseMedian(`${site.hostUrl}/`);
    const limit = await lighthouseMedian('http://127.0.0.1:8090/');
    await staticServer.stop();
    const row = (name, r) =>
      `  ${name.padEnd(22)} LCP ${String(Math.round(r.lcpMs)).padStart(5)} ms  TBT ${String(Math.round(r.tbtMs)).padStart(4)} ms  CLS ${r.cls.toFixed(3)}  score ${r.performance}`;
    console.log(row('/', landing));
    console.log(row('static hero (limit)', limit));
    const b = budgets.landing;
    console.log(`  budgets for /: LCP ≤ ${b.lcpMs} ms, TBT ≤ ${b.tbtMs} ms, CLS ≤ ${b.cls}, score ≥ ${b.performance}`);
    console.log(`  LCP(/) ÷ LCP(static) = ${(landing.lcpMs / limit.lcpMs).toFixed(2)}`);
  }
} finally {
  await browser?.close();
  await site?.stop();
  await api.stop();
}

if (failures.length) {
  console.error(`\nSize budgets exceeded:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nEvery size budget holds.');
