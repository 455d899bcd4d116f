// The bench's second peer: the landing's header and hero rendered by a client-side React + Chakra
// monolith (scripts/bench/monolith/app.js, one webpack bundle), the texts and links captured from
// the production page. Beside the static hero (the limit), it is what a plain SPA would cost.
import { createRequire } from 'node:module';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

// webpack, React and Chakra as the host resolves them: the peer needs no dependencies of its own.
const hostRequire = createRequire(path.join(repoRoot, 'host/package.json'));

async function captureContent(browser, hostUrl) {
  const page = await browser.newPage();
  await page.goto(hostUrl, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-testid="landing-hero"]');
  const content = await page.evaluate(() => {
    const hero = document.querySelector('[data-testid="landing-hero"]');
    const anchors = (root) =>
      [...root.querySelectorAll('a')].map((a) => ({ text: a.textContent.trim(), href: a.getAttribute('href') }));
    return {
      brand: getComputedStyle(hero).backgroundColor,
      font: getComputedStyle(hero).fontFamily,
      links: anchors(document.querySelector('header') ?? document.createElement('header')).filter((a) => a.text),
      // The logo's link (it has a label, no text): the monolith's brand link goes where it goes.
      home: document.querySelector('header a[aria-label]')?.getAttribute('href') ?? location.pathname,
      title: hero.querySelector('h1')?.textContent.trim() ?? '',
      lead: hero.querySelector('p')?.textContent.trim() ?? '',
      actions: anchors(hero),
    };
  });
  await page.close();
  return content;
}

function bundle(outDir) {
  const webpack = hostRequire('webpack');
  const compiler = webpack({
    mode: 'production',
    context: repoRoot,
    entry: path.join(repoRoot, 'scripts/bench/monolith/app.js'),
    output: { path: outDir, filename: 'app.[contenthash:8].js', clean: false },
    resolve: { modules: [path.join(repoRoot, 'host/node_modules'), 'node_modules'] },
    performance: { hints: false },
    devtool: false,
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString('errors-only')));
      else resolve(Object.keys(stats.compilation.assets).find((file) => file.endsWith('.js')));
    }),
  );
}

/** Builds the monolith into `outDir` (index.html, its bundle and the fonts); returns the bundle's name. */
export async function writeMonolith(browser, hostUrl, outDir) {
  const content = await captureContent(browser, hostUrl);
  mkdirSync(outDir, { recursive: true });
  const script = await bundle(outDir);
  // The built head, as the static hero takes it: the same font declaration and preload.
  const dist = path.join(repoRoot, 'host/dist');
  const head = readFileSync(path.join(dist, 'index.html'), 'utf8').match(/<head>([\s\S]*)<\/head>/)?.[1] ?? '';
  const json = JSON.stringify(content).replace(/</g, '\\u003c');
  const html = `<!doctype html><html lang="en"><head>${head.replace(/<link rel="?preload"? href="?\/app-config\.json"?[^>]*>/, '')}<script defer src="/${script}"></script></head><body><div id="root"></div><script type="application/json" id="bench-content">${json}</script></body></html>`;
  writeFileSync(path.join(outDir, 'index.html'), html);
  for (const font of readdirSync(dist).filter((file) => file.endsWith('.woff2'))) {
    copyFileSync(path.join(dist, font), path.join(outDir, font));
  }
  return script;
}
