// A small production-like static server: gzip, long cache for hashed files, ETag and
// Last-Modified so `no-cache` files revalidate, SPA fallback, CORS for federation, and a mode
// switch (up / down / notfound / hang) used by the fault tests. A malformed URL gets 400, never
// a crash; a path may not leave its folder (not even into a sibling named like it).
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { redeployedCopy } from './redeploy.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const hashed = /\.[0-9a-f]{8}\.(js|woff2)$/;

/**
 * Gzip bodies already made, by file and version (size and mtime): every e2e worker's servers send the
 * same files to a fresh browser context in each test, and compressing them again each time (≈ 17 MB/s
 * on the test machine, 40–60 ms a page) was CPU the suite's pages waited for. A file written anew
 * (the prerender, a redeploy) has a new version. Dropped whole past `GZIP_CACHE_BYTES`.
 */
const gzipCache = new Map();
const GZIP_CACHE_BYTES = 64 * 1024 * 1024;
let gzipCacheBytes = 0;

export function gzipOf(file, stat) {
  const key = `${file}\0${stat.size}\0${stat.mtimeMs}`;
  let body = gzipCache.get(key);
  if (body) return body;
  body = zlib.gzipSync(readFileSync(file), { level: 6 });
  if (gzipCacheBytes + body.length > GZIP_CACHE_BYTES) {
    gzipCache.clear();
    gzipCacheBytes = 0;
  }
  gzipCache.set(key, body);
  gzipCacheBytes += body.length;
  return body;
}

/**
 * @param {{ dir: string, port: number, spa?: boolean, overrides?: Record<string, string>, onControl?: Function }} options
 * overrides: path → body served instead of the file (the host's /app-config.json).
 */
export function createStaticServer({ dir: builtDir, port, spa = false, overrides = {}, onControl }) {
  let mode = 'up';
  const hanging = new Set();
  let server = null;
  // What is served: the build, or a redeployed copy of it (setMode('redeploy')).
  let dir = builtDir;
  let root = path.resolve(dir);
  const etags = new Map();
  /** A strong validator from the file's content, cached by size and mtime. */
  function etagOf(file, stat) {
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    let tag = etags.get(key);
    if (!tag) {
      tag = `"${createHash('sha1').update(readFileSync(file)).digest('base64url')}"`;
      etags.set(key, tag);
    }
    return tag;
  }

  function handle(req, res) {
    let url;
    let pathname;
    try {
      url = new URL(req.url ?? '/', 'http://x');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('Bad request');
    }
    if (onControl && url.pathname.startsWith('/__control/')) return onControl(req, res, url);
    if (mode === 'hang') {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (mode === 'notfound') {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('Not found');
    }
    if (overrides[url.pathname] !== undefined) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' });
      return res.end(overrides[url.pathname]);
    }
    let file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(400, { 'Content-Type': 'text/plain' });
      return res.end('Bad request');
    }
    if (!existsSync(file) || statSync(file).isDirectory()) {
      const index = path.join(file, 'index.html');
      if (existsSync(index)) file = index;
      else if (spa && !path.extname(url.pathname)) file = path.join(dir, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain' });
        return res.end('Not found');
      }
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const stat = statSync(file);
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type);
    const tag = etagOf(file, stat);
    const headers = {
      'Content-Type': type,
      'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      // The gzip body is another representation, so it gets its own validator.
      ETag: gzip ? tag.replace(/"$/, '-gz"') : tag,
      'Last-Modified': stat.mtime.toUTCString(),
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    };
    if (req.headers['if-none-match'] === headers.ETag) {
      res.writeHead(304, headers);
      return res.end();
    }
    if (gzip) {
      res.writeHead(200, headers);
      return res.end(gzipOf(file, stat));
    }
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }

  const api = {
    get mode() {
      return mode;
    },
    async start() {
      if (server) return;
      server = createServer(handle);
      server.keepAliveTimeout = 1000;
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', resolve);
      });
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = null;
      for (const res of hanging) res.destroy();
      s.closeAllConnections?.();
      await new Promise((resolve) => s.close(() => resolve()));
    },
    /**
     * up (the build as built) | down (socket closed) | notfound (every file 404s) | hang (accepts,
     * never answers) | redeploy (serves a copy with new chunk hashes; the old chunk names are gone)
     */
    async setMode(next) {
      if (next === 'down') await api.stop();
      else await api.start();
      if (next === 'up') {
        for (const res of hanging) res.destroy();
        dir = builtDir;
      }
      if (next === 'redeploy') dir = redeployedCopy(builtDir);
      root = path.resolve(dir);
      mode = next === 'down' || next === 'redeploy' ? 'up' : next;
    },
  };
  return api;
}
