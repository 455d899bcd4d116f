// The first-load counter against a small local server: a script whose body arrives after the page
// would have closed is counted in full, and a body that never arrives fails the measure by its URL.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, test } from 'node:test';
import zlib from 'node:zlib';
import { launchChromium } from './browser.mjs';
import { mapConcurrently, measureFirstLoadJs } from './first-load.mjs';

const early = `console.log(${JSON.stringify('early '.repeat(400))});`;
const lateStart = `/* ${'late '.repeat(300)} */\n`;
const late = `${lateStart}console.log(${JSON.stringify('late script body '.repeat(300))});`;
const gzipKb = (text) => zlib.gzipSync(Buffer.from(text), { level: 6 }).length / 1024;
// Fetched 1.5 s after the load, once the network has been idle: inside the 3 s the tests keep the page quiet.
// Fetched rather than a script element, as Chromium reports a fetch's response on its headers.
const page = (script) =>
  `<!doctype html><title>t</title><script src="/early.js"></script>` +
  `<script>setTimeout(() => fetch('/${script}').then((r) => r.text()).catch(() => {}), 1500);</script>`;

let server;
let browser;
let origin;

before(async () => {
  server = createServer((req, res) => {
    const js = { 'Content-Type': 'text/javascript' };
    if (req.url === '/late.html') return res.end(page('late.js'));
    if (req.url === '/broken.html') return res.end(page('broken.js'));
    if (req.url === '/early.js') return res.writeHead(200, js).end(early);
    if (req.url === '/late.js') {
      // Its start at once, the rest 3 s later: after the page would have closed without waiting for it.
      res.writeHead(200, js);
      res.write(lateStart);
      return setTimeout(() => res.end(late.slice(lateStart.length)), 3000);
    }
    if (req.url === '/broken.js') {
      res.writeHead(200, js);
      res.write(lateStart);
      return setTimeout(() => res.destroy(), 500);
    }
    res.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

test('a script whose body arrives well after the network was first idle is counted in full', async () => {
  const { kb, files } = await measureFirstLoadJs(browser, `${origin}/late.html`, { settleMs: 3000 });
  assert.deepEqual(files.map((f) => new URL(f.url).pathname).sort(), ['/early.js', '/late.js']);
  assert.equal(kb.toFixed(3), (gzipKb(early) + gzipKb(late)).toFixed(3));
});

test('a script whose body cannot be read fails the measure and names its URL', async () => {
  await assert.rejects(measureFirstLoadJs(browser, `${origin}/broken.html`, { settleMs: 3000 }), (error) => {
    assert.match(error.message, new RegExp(`could not read the body of ${origin}/broken\\.js`));
    return true;
  });
});

test('mapConcurrently keeps the items’ order and runs no more than the limit at once', async () => {
  let running = 0;
  let most = 0;
  const results = await mapConcurrently([30, 5, 20, 1, 10], 2, async (ms) => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, ms));
    running -= 1;
    return ms * 2;
  });
  assert.deepEqual(results, [60, 10, 40, 2, 20]);
  assert.equal(most, 2);
});
