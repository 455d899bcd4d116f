// First-load JS of a route: every script the page fetches until the network is idle,
// gzip-compressed as served. Counted from the browser, so it includes remote entries and chunks.
// Every body seen is read before the page closes: on a busy machine a read still under way when the
// context closed used to fail silently and count the script as 0 KB, so an unread body now throws.
import zlib from 'node:zlib';

/** How long a script's body may take to read once its response arrived. */
const BODY_TIMEOUT_MS = 30_000;

/**
 * The body of a response whose request completed but whose body the browser no longer holds: a worker's
 * script once the worker has ended (its target goes, and the body with it). The same URL, fetched again
 * in the page's context, is the same static file.
 */
async function bodyAgain(response, request, reason) {
  if (response.request().failure() || response.request().method() !== 'GET') throw reason;
  const again = await request.get(response.url());
  if (again.status() !== response.status()) throw reason;
  return again.body();
}

/** The script's gzip size, or why its body could not be read (settled at once, so never unhandled). */
function readSize(response, request) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no body after ${BODY_TIMEOUT_MS} ms`)), BODY_TIMEOUT_MS);
  });
  // A body cut short (a dropped connection) still reads as its first bytes: its request says it failed.
  const whole = response
    .body()
    .catch((reason) => bodyAgain(response, request, reason))
    .then((body) => {
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

/** How long a page may keep the network or its main thread busy before the measure gives up on it. */
const QUIET_DEADLINE_MS = 60_000;

/**
 * Waits until the page has had no request in flight or started for `quietMs`, with an idle moment of
 * its main thread in that time. Network idle alone is not enough on a busy machine: while the CPU is
 * starved, evaluating one chunk can take longer than the 500 ms `networkidle` waits, so the measure
 * used to end before the next chunk was even requested (4 pages at a time counted routes at 0–141 KB).
 */
async function untilQuiet(page, quietMs, url) {
  const inFlight = new Set();
  let started = 0;
  const onRequest = (request) => {
    inFlight.add(request);
    started += 1;
  };
  const onDone = (request) => inFlight.delete(request);
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  const deadline = Date.now() + QUIET_DEADLINE_MS;
  try {
    for (;;) {
      if (Date.now() > deadline) throw new Error(`First-load JS of ${url}: the page was never quiet`);
      if (inFlight.size) {
        await page.waitForTimeout(50);
        continue;
      }
      const before = started;
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
      await page.waitForTimeout(quietMs);
      if (started === before && !inFlight.size) return;
    }
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/**
 * `settleMs`: how long the page must stay quiet (no request, an idle main thread) before the count ends.
 * Throws, naming the URL, when a script's response arrived but its body could not be read.
 */
export async function measureFirstLoadJs(browser, url, { settleMs = 500 } = {}) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const reads = [];
    const onResponse = (response) => {
      const type = response.headers()['content-type'] ?? '';
      // A redirect has no body of its own; the script it leads to arrives as its own response.
      if (!type.includes('javascript') || (response.status() >= 300 && response.status() < 400)) return;
      reads.push(readSize(response, context.request));
    };
    page.on('response', onResponse);
    await page.goto(url, { waitUntil: 'networkidle' });
    await untilQuiet(page, settleMs, url);
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

/** `fn` over `items`, at most `limit` at a time; the results in the items' order. */
export async function mapConcurrently(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
