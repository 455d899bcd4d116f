#!/usr/bin/env node
// `node scripts/measure-look.mjs [--root DIR] [--port-offset N]`: serves a checkout's production builds
// with a throw-away dev API and prints, for one page of each remote at 375 and 1280 px, the computed
// style of the page's h1 and of its primary (brand-filled) action: the figures behind "the same thing
// looks the same everywhere" (docs/architecture.md "Design system"). Run `pnpm build` first.
import path from 'node:path';
import { launchChromium } from './lib/browser.mjs';
import { startDevApi } from './lib/dev-api-process.mjs';
import { serveAll } from './lib/serve-all.mjs';
import { repoRoot } from './lib/apps.mjs';
import { importTs } from './lib/import-ts.mjs';
import { href } from './lib/routes.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback);
const root = path.resolve(option('--root', repoRoot));
const portOffset = Number(option('--port-offset', 300));
const pages = [
  href('posts'),
  href('events'),
  href('subscriptions'),
  href('courses'),
  href('course', { courseSlug: 'qa-fundamentals' }),
  href('rating'),
  href('login'),
];

const { token } = await importTs('shared/src/ui/styles/tokens.ts');
const { storageKeys } = await importTs('shared/src/kernel/storage/local-storage.ts');
const brandFill = token('colors-brand-500');
const api = await startDevApi({ port: 4620 + (portOffset % 100) });
const site = await serveAll({ apiBase: api.url, root, portOffset });
const browser = await launchChromium();
try {
  for (const width of [375, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    // the cookie prompt answered, so it covers nothing measured
    await page.addInitScript((key) => localStorage.setItem(key, 'false'), storageKeys.euCookieState);
    console.log(`\n${width} px`);
    console.log('  page                          h1 size/weight   primary action radius/weight/height');
    for (const route of pages) {
      await page.goto(site.hostUrl + route);
      await page.waitForSelector('h1', { timeout: 15_000 }).catch(() => null);
      await page.waitForTimeout(1_500);
      const look = await page.evaluate((brandColour) => {
        const probe = document.createElement('i');
        probe.style.color = brandColour;
        document.body.append(probe);
        const brandComputed = getComputedStyle(probe).color;
        probe.remove();
        const h1 = document.querySelector('main h1, h1');
        const title = h1 ? getComputedStyle(h1) : null;
        const brand = [...document.querySelectorAll('main button, main a')].find((element) => {
          const style = getComputedStyle(element);
          return style.backgroundColor === brandComputed && element.getBoundingClientRect().height > 0;
        });
        const action = brand ? getComputedStyle(brand) : null;
        return {
          h1: title ? `${title.fontSize} / ${title.fontWeight}` : '—',
          action: action
            ? `${action.borderRadius} / ${action.fontWeight} / ${Math.round(brand.getBoundingClientRect().height)} px`
            : '—',
        };
      }, brandFill);
      console.log(`  ${route.padEnd(30)}${look.h1.padEnd(17)}${look.action}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await site.stop();
  await api.stop();
}
