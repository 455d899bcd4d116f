#!/usr/bin/env node
// `pnpm prerender`: after `pnpm build`, renders the public content pages in Chromium against the
// content API and writes each one as static HTML into the host's build (host/dist/<path>/index.html),
// so a crawler without JavaScript and a first visit see the content at once; the app takes over from
// that copy (host/src/prerender). Which pages: the route table's `prerender` flag (the plans, the blog
// list and every post, the legal pages, the course catalogue and every course, today).
// Options: --api URL (the API the pages read, default http://127.0.0.1:4000; its origin ends up in
// image URLs, so use the one the site will use), --port-offset N (serve the build on the apps' ports
// plus N, beside a suite or a server already on them), SITE_ORIGIN (canonical URLs, as for the sitemap).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appConfigFor, repoRoot } from '../lib/apps.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { routeTable } from '../lib/routes.mjs';
import { itemPages, publishedRoutes } from '../lib/route-pages.mjs';
import { serveAll } from '../lib/serve-all.mjs';
import { snapshotPage } from './snapshot.mjs';
import { pageHtml, removePrerenderedPages, writePage } from './write-page.mjs';

/** The paths to prerender: the flagged routes, and a page per item of the flagged listed routes. */
export async function pagesToPrerender(routeTable, api, options) {
  const { pages, listed } = publishedRoutes(routeTable, 'prerender');
  const { entries, failures } = await itemPages(listed, api, options);
  if (failures.length) throw new Error(`cannot list the pages to prerender: ${failures.join(', ')}`);
  return [...pages, ...entries.map((e) => e.path)];
}

/**
 * Pages rendered at once. A page mostly waits (for the network to be idle, its footer, its images):
 * 31 pages took 27 s two at a time, 22 s four at a time and 18 s six at a time (eight: the same) on
 * a 2-core machine, with 10–11 s of CPU each time.
 */
const PAGES_AT_ONCE = 6;

/** In the page, before its scripts: what a first visit has stored, a cookie choice and a country, so no dialog or lookup is rendered. */
function prepareVisit(keys) {
  localStorage.setItem(keys.cookieChoice, 'false');
  localStorage.setItem(keys.country, 'United States');
  window.__qaPrerender = {};
}

export async function prerender({ apiBase, siteOrigin, portOffset = 0, log = console.log }) {
  const distDir = path.join(repoRoot, 'host/dist');
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { storageKeys } = await importTs('shared/src/kernel/storage/local-storage.ts');
  const { api } = appConfigFor({ portOf: (app) => app.servePort + portOffset, apiBase });
  const paths = await pagesToPrerender(routeTable, api);

  // From the app itself, not from the copies (and the data) of an earlier prerender.
  removePrerenderedPages(distDir);
  // On the caller's ports (e2e: its own, beside another checkout's suite), stopped before it returns.
  const site = await serveAll({ apiBase, portOffset });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(prepareVisit, {
    cookieChoice: storageKeys.euCookieState,
    country: storageKeys.countryName,
  });
  try {
    const queue = [...paths];
    const worker = async () => {
      for (let pagePath = queue.shift(); pagePath; pagePath = queue.shift()) {
        const started = Date.now();
        const snapshot = await snapshotPage(context, `${site.hostUrl}${pagePath}`);
        const html = pageHtml(template, snapshot, { pagePath, fromOrigin: site.hostUrl, siteOrigin });
        writePage(distDir, pagePath, html);
        log(`  ${pagePath.padEnd(48)} ${(html.length / 1024).toFixed(0).padStart(4)} KB  ${Date.now() - started} ms`);
      }
    };
    await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  } finally {
    await browser.close();
    await site.stop();
  }
  return paths;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const apiIndex = args.indexOf('--api');
  const apiBase = apiIndex >= 0 ? args[apiIndex + 1] : (process.env.API_BASE ?? 'http://127.0.0.1:4000');
  const offsetIndex = args.indexOf('--port-offset');
  const portOffset = offsetIndex >= 0 ? Number(args[offsetIndex + 1]) : 0;
  const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';
  console.log(`Prerendering the public content pages (API ${apiBase}):`);
  prerender({ apiBase, siteOrigin, portOffset })
    .then((paths) => console.log(`${paths.length} pages written into host/dist.`))
    .catch((error) => {
      console.error(`prerender failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
