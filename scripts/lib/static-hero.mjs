// The physical limit for `/`: a static HTML page holding the same header and hero markup
// and the same CSS, with no JavaScript. Captured from the rendered production page.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

export async function writeStaticHero(browser, hostUrl, outDir) {
  const page = await browser.newPage();
  await page.goto(hostUrl, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="landing-hero"]');
  const { css, header, hero } = await page.evaluate(() => {
    const rules = [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    });
    return {
      css: rules.join('\n'),
      header: document.querySelector('header')?.outerHTML ?? '',
      hero: document.querySelector('[data-testid="landing-hero"]')?.outerHTML ?? '',
    };
  });
  await page.close();
  // The built head (the template filled in): the same font declaration and preload as the real page,
  // without the preload of app-config.json, which this page never reads.
  const dist = path.join(repoRoot, 'host/dist');
  const head = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '';
  const html = `<!doctype html><html lang="en"><head>${head.replace(/<link rel="?preload"? href="?\/app-config\.json"?[^>]*>/, '')}<style>${css}</style></head><body><div id="root">${header}<main>${hero}</main></div></body></html>`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'index.html'), html);
  for (const font of readdirSync(dist).filter((file) => file.endsWith('.woff2'))) {
    copyFileSync(path.join(dist, font), path.join(outDir, font));
  }
}
