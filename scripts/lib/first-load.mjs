// First-load JS of a route: every script the page fetches until the network is idle,
// gzip-compressed as served. Counted from the browser, so it includes remote entries and chunks.
import zlib from 'node:zlib';

export async function measureFirstLoadJs(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    try {
      const body = await response.body();
      scripts.set(response.url(), zlib.gzipSync(body, { level: 6 }).length);
    } catch {
      /* a response without a body (redirect, aborted) carries no bytes */
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
  return { kb: bytes / 1024, files: [...scripts.entries()].map(([u, b]) => ({ url: u, kb: b / 1024 })) };
}
