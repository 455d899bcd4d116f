// A small production-like static server: gzip, long cache for hashed files, SPA fallback,
// CORS for federation, and a mode switch (up / down / notfound / hang) used by the fault tests.
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.map': 'application/json',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};
const hashed = /\.[0-9a-f]{8}\.js$/;

/**
 * @param {{ dir: string, port: number, spa?: boolean, overrides?: Record<string, string>, onControl?: Function }} options
 * overrides: path → body served instead of the file (the host's /app-config.json).
 */
export function createStaticServer({ dir, port, spa = false, overrides = {}, onControl }) {
  let mode = 'up';
  const hanging = new Set();
  let server = null;

  function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://x');
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
    let file = path.join(dir, decodeURIComponent(url.pathname));
    if (!file.startsWith(dir)) {
      res.writeHead(400);
      return res.end();
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
    const headers = {
      'Content-Type': type,
      'Cache-Control': hashed.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type);
    if (gzip) {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
      return res.end(zlib.gzipSync(readFileSync(file), { level: 6 }));
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
    /** up | down (socket closed) | notfound (every file 404s) | hang (accepts, never answers) */
    async setMode(next) {
      if (next === 'down') await api.stop();
      else await api.start();
      if (next === 'up') for (const res of hanging) res.destroy();
      mode = next === 'down' ? 'up' : next;
    },
  };
  return api;
}
