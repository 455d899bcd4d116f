// Lighthouse, mobile preset (its default), against Debian's Chromium; median of N runs.
import { createRequire } from 'node:module';
import { chromiumArgs, chromiumPath } from './browser.mjs';

const require = createRequire(import.meta.url);
const lighthouse = (await import('lighthouse')).default;
const chromeLauncher = await import(createRequire(require.resolve('lighthouse')).resolve('chrome-launcher'));

/** One Lighthouse run in a fresh Chromium: LCP, TBT, CLS, the performance score and main-thread work. */
export async function lighthouseOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const audits = result.lhr.audits;
    return {
      lcpMs: audits['largest-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      // All main-thread work of the load: no 50 ms threshold, so it moves less from run to run than TBT.
      mainThreadMs: audits['mainthread-work-breakdown'].numericValue,
      performance: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      // Lighthouse's measure of this machine's CPU (higher: faster). Its mobile preset simulates a CPU
      // 4× slower than the machine's, so TBT and main-thread figures move with it from machine to machine.
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function lighthouseMedian(url, runs = 3) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await lighthouseOnce(url));
  return Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
}
