// First-load JS of a route: every script the page fetches until the network is idle,
// gzip-compressed as served. Counted from the browser, so it includes remote entries and chunks.
// Every body seen is read before the page closes: on a busy machine a read still under way when the
// context closed used to fail silently and count the script as 0 KB, so an unread body now throws.
import zlib from 'node:zlib';

/** How long a script's body may take to read once its response arrived. */
const BODY_TIMEOUT_MS = 30_000;

/** The script's gzip size, or why its body could not be read (settled at once, so never unhandled). */
function readSize(response) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no body after ${BODY_TIMEOUT_MS} ms`)), BODY_TIMEOUT_MS);
  });
  // A body cut short (a dropped connection) still reads as its first bytes: its request says it failed.
  const whole = response.body().then((body) => {
    const failure = response.request().failure();
    if (failure) throw new Error(failure.errorText);
    return body;
  });
  return Promise.race([whole, timeout])
    .then(
      (body) => ({ url: response.url(), bytes: zlib.gzipSync(body, { level: 6 }).length }),
      (error) => ({ url: response.url(), error: error.message.split('\n')[0] }),
    )
    .finally(() => clearTimeout(timer));
}

/**
 * `settleMs`: how long to keep counting after the network is idle (scripts requested then still count).
 * Throws, naming the URL, when a script's response arrived but its body could not be read.
 */
export async function measureFirstLoadJs(browser, url, { settleMs = 300 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const reads = [];
    const onResponse = (response) => {
      const type = response.headers()['content-type'] ?? '';
      // A redirect has no body of its own; the script it leads to arrives as its own response.
      if (!type.includes('javascript') || (response.status() >= 300 && response.status() < 400)) return;
      reads.push(readSize(response));
    };
    page.on('response', onResponse);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(settleMs);
    page.off('response', onResponse);
    const sizes = await Promise.all(reads);
    const unread = sizes.filter((s) => s.error);
    if (unread.length) {
      const list = unread.map((s) => `${s.url} (${s.error})`).join(', ');
      throw new Error(`First-load JS of ${url}: could not read the body of ${list}`);
    }
    const scripts = new Map(sizes.map((s) => [s.url, s.bytes]));
    const bytes = [...scripts.values()].reduce((a, b) => a + b, 0);
    return { kb: bytes / 1024, files: [...scripts.entries()].map(([u, b]) => ({ url: u, kb: b / 1024 })) };
  } finally {
    await context.close();
  }
}
