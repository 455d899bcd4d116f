#!/usr/bin/env node
// `pnpm bench:ab <rev>`: is this checkout faster than <rev> (a commit, branch or tag)? Builds <rev>
// in a git worktree (.bench/ab/<sha>, kept for the next comparison with the same commit) and this
// checkout, prerenders both, serves them side by side (A = <rev> on ports 8180–8183, B = this
// checkout on 8080–8083, one dev API) and measures them in turns: Lighthouse mobile `--runs N`
// (default 6) rounds per page, then the navigation pairs `--samples N` (default 6) rounds, the
// builds taking turns going first. A machine whose speed drifts during the run then moves both
// builds alike; the table gives each build's median, the median of the paired differences B − A and
// how many rounds B was lower/higher. Figures go to bench-results/ab-<date>.json.
// `--no-build` serves this checkout's build as it is (built earlier; prerendered again all the same);
// `--pages /,/courses` measures those pages only; `--pairs REGEX` the navigation pairs it matches
// (`--pairs '^/ → '`: the clicks from the landing); `--no-nav` skips navigation.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { abRows, roundOrder } from './bench/ab.mjs';
import { formatTable, formats } from './bench/format.mjs';
import { repoRoot } from './lib/apps.mjs';
import { launchChromium } from './lib/browser.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';
import { lighthouseOnce } from './lib/lighthouse-run.mjs';
import { href } from './lib/routes.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { prerender } from './prerender/prerender.mjs';
import { CPU_SLOWDOWN, pressNote } from './bench/page-timing.mjs';

const argv = process.argv.slice(2);
const option = (name) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const rev = argv.find((arg, i) => !arg.startsWith('--') && !argv[i - 1]?.match(/^--(runs|samples|pages|pairs)$/));
if (!rev) {
  console.error(
    'usage: pnpm bench:ab <rev> [--runs N] [--samples N] [--pages /,/courses] [--pairs REGEX] [--no-nav] [--no-build]',
  );
  process.exit(2);
}
// Compiled before anything is built, so a pattern that is not one fails at once.
const onlyPairs = option('--pairs') ? new RegExp(option('--pairs')) : null;
const runs = Number(option('--runs')) || 6;
const samples = Number(option('--samples')) || 6; // 5/0 of five rounds is p 0.06: never a verdict
const build = !argv.includes('--no-build');
const git = (...args) => execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
const sha = git('rev-parse', '--verify', `${rev}^{commit}`);
const worktree = path.join(repoRoot, '.bench/ab', sha.slice(0, 12));
const sh = (command, args, cwd) => execFileSync(command, args, { cwd, stdio: 'inherit' });

const api = await startDevApi({ port: 4600 });
const sites = {};
let browser = null;
try {
  if (!existsSync(worktree)) {
    console.log(`A: ${rev} (${sha.slice(0, 12)}) checked out into ${path.relative(repoRoot, worktree)}`);
    mkdirSync(path.dirname(worktree), { recursive: true });
    git('worktree', 'add', '--detach', worktree, sha);
  }
  // A is a commit: once built and prerendered, its worktree is kept as it is for the next comparison.
  const builtMark = path.join(worktree, '.bench-ab-built');
  if (!existsSync(builtMark)) {
    console.log('\nA: install, build and prerender…');
    sh('pnpm', ['install', '--offline', '--frozen-lockfile', '--silent'], worktree);
    sh('pnpm', ['build'], worktree);
    // A's own prerender, so its pages are copied as A renders them.
    sh(process.execPath, ['scripts/prerender/prerender.mjs', '--api', api.url], worktree);
    writeFileSync(builtMark, `${new Date().toISOString()}\n`);
  }
  console.log(`\nB: this checkout, ${build ? 'build and ' : ''}prerender…`);
  if (build) sh('pnpm', ['build'], repoRoot);
  // Even with --no-build: a copy prerendered against another API (the e2e suite's, say) points its
  // images there, and a page whose covers never load has a late largest paint.
  await prerender({ apiBase: api.url, siteOrigin: 'http://localhost:3000', log: () => {} });
  sites.A = await serveAll({ apiBase: api.url, root: worktree, portOffset: 100 });
  sites.B = await serveAll({ apiBase: api.url });

  const [post] = await (await fetch(`${api.url}/wp-json/wp/v2/posts?per_page=1&_fields=slug`)).json();
  const pages = option('--pages')?.split(',') ?? [
    href('landing'),
    href('subscriptions'),
    href('courses'),
    href('course', { courseSlug: 'qa-fundamentals' }),
    href('post', { slug: post.slug }),
  ];
  const figures = {};
  const record = (key, side, value) => {
    figures[key] ??= { a: [], b: [] };
    figures[key][side.toLowerCase()].push(value);
  };

  console.log(`\nLighthouse mobile, ${pages.length} pages × ${runs} rounds, A and B in turns…`);
  // A first run pays for a cold disk cache (Chromium's files, the builds): one of each, not counted.
  for (const side of ['A', 'B']) await lighthouseOnce(`${sites[side].hostUrl}${pages[0]}`).catch(() => {});
  for (const page of pages) {
    for (let round = 0; round < runs; round += 1) {
      for (const side of roundOrder(round)) {
        const result = await lighthouseOnce(`${sites[side].hostUrl}${page}`).catch((error) => {
          console.log(`  ✖ ${side} ${page}: ${error.message}`);
          return {};
        });
        record(`TBT ${page}`, side, result.tbtMs);
        record(`main thread ${page}`, side, result.mainThreadMs);
        record(`LCP ${page}`, side, result.lcpMs);
        record(`CLS ${page}`, side, result.cls);
        record(`score ${page}`, side, result.performance);
      }
    }
    console.log(
      `  ${page}: TBT A ${figures[`TBT ${page}`].a.map(Math.round).join(' ')} | B ${figures[`TBT ${page}`].b.map(Math.round).join(' ')}`,
    );
  }

  if (!argv.includes('--no-nav')) {
    console.log(`\nNavigation, CPU ${CPU_SLOWDOWN}× slower${pressNote}, ${samples} rounds, A and B in turns…`);
    const { measureNavigation } = await import('./bench/navigation.mjs');
    browser = await launchChromium();
    for (let round = 0; round < samples; round += 1) {
      for (const side of roundOrder(round)) {
        const results = await measureNavigation(browser, {
          origin: sites[side].hostUrl,
          apiUrl: api.url,
          samples: 1,
          log: () => {},
          only: onlyPairs,
        });
        for (const [pair, r] of Object.entries(results)) {
          record(`nav first ${pair}`, side, r.firstMs);
          record(`nav repeat ${pair}`, side, r.repeatMs);
          if (r.afterReadingMs !== null) record(`nav after reading ${pair}`, side, r.afterReadingMs);
        }
      }
      console.log(`  round ${round + 1} of ${samples} done`);
    }
  }

  const rows = abRows(figures);
  const value = (key) => (v) => (key.startsWith('CLS') ? formats.cls(v) : formats.ms(v));
  const lines = rows.map((row) => {
    const f = value(row.key);
    const show = (v) => (v === null ? '—' : f(v));
    return {
      figure: row.key,
      a: show(row.a),
      b: show(row.b),
      delta: row.delta === null ? '—' : `${row.delta > 0 ? '+' : ''}${f(row.delta)}`,
      split: row.split,
      p: row.p.toFixed(2),
      verdict: row.verdict,
    };
  });
  console.log(
    `\nA = ${rev} (${sha.slice(0, 12)}), B = this checkout (${git('rev-parse', '--short=12', 'HEAD')}${git('status', '--porcelain') ? ', with changes' : ''})`,
  );
  console.log(
    'split: rounds where B was lower / higher / pairs; p: the chance of a split this uneven with no change (sign test); a verdict needs p < 0.05',
  );
  const columns = [
    { key: 'figure', label: 'figure' },
    { key: 'a', label: 'A median', align: 'right' },
    { key: 'b', label: 'B median', align: 'right' },
    { key: 'delta', label: 'B − A (paired)', align: 'right' },
    { key: 'split', label: 'split', align: 'right' },
    { key: 'p', label: 'p', align: 'right' },
    { key: 'verdict', label: 'verdict' },
  ];
  console.log(`  ${formatTable(columns, lines).join('\n  ')}`);

  const resultsDir = path.join(repoRoot, 'bench-results');
  mkdirSync(resultsDir, { recursive: true });
  const date = new Date().toISOString();
  const file = path.join(resultsDir, `ab-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ date, a: { rev, sha }, b: { sha: git('rev-parse', 'HEAD') }, figures, rows }, null, 2)}\n`,
  );
  console.log(`\nFigures written to ${path.relative(repoRoot, file)}.`);
} finally {
  await browser?.close();
  await Promise.all(Object.values(sites).map((site) => site.stop()));
  await api.stop();
}
