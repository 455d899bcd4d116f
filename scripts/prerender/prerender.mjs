#!/usr/bin/env node
// `pnpm prerender`: after `pnpm build`, renders the public content pages (plans, blog list, every
// post, the legal pages, the course catalogue and every course) in Chromium against the content API and writes each one as static HTML into
// the host's build (host/dist/<path>/index.html), so a crawler without JavaScript and a first visit
// see the content at once; the app takes over from that copy (host/src/prerender).
// Options: --api URL (the API the pages read, default http://127.0.0.1:4000; its origin ends up in
// image URLs, so use the one the site will use), SITE_ORIGIN (canonical URLs, as for the sitemap).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { serveAll } from '../lib/serve-all.mjs';
import { dynamicEntries } from '../seo/seo-files.mjs';
import { snapshotPage } from './snapshot.mjs';
import { pageHtml, removePrerenderedPages, writePage } from './write-page.mjs';

export const STATIC_PAGES = [
  '/subscriptions',
  '/posts',
  '/privacy-policy',
  '/terms-and-conditions',
  '/affiliate-program-conditions',
  '/courses',
];

/** The pages of a listing: every post and every course. */
const LISTED = ['posts', 'courses'];

/** What a first visit has stored: a cookie choice and a country, so no dialog or lookup is rendered. */
function prepareVisit() {
  localStorage.setItem('euCookieState', 'false');
  localStorage.setItem('country_name', 'United States');
  window.__qaPrerender = {};
}

export async function prerender({ apiBase, siteOrigin, portOffset = 0, log = console.log }) {
  const distDir = path.join(repoRoot, 'host/dist');
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const { entries, failures } = await dynamicEntries({
    blog: `${apiBase}/wp-json/wp/v2`,
    cms: `${apiBase}/api`,
    main: apiBase,
  });
  const unlisted = failures.filter((f) => LISTED.some((listing) => f.startsWith(listing)));
  if (unlisted.length) throw new Error(`cannot list the pages to prerender: ${unlisted.join(', ')}`);
  const listed = entries.filter((e) => LISTED.some((listing) => e.path.startsWith(`/${listing}/`)));
  const paths = [...STATIC_PAGES, ...listed.map((e) => e.path)];

  // From the app itself, not from the copies (and the data) of an earlier prerender.
  removePrerenderedPages(distDir);
  // On the caller's ports (e2e: its own, beside another checkout's suite), stopped before it returns.
  const site = await serveAll({ apiBase, portOffset });
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(prepareVisit);
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
    await Promise.all([worker(), worker()]);
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
  const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';
  console.log(`Prerendering the public content pages (API ${apiBase}):`);
  prerender({ apiBase, siteOrigin })
    .then((paths) => console.log(`${paths.length} pages written into host/dist.`))
    .catch((error) => {
      console.error(`prerender failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    });
}
