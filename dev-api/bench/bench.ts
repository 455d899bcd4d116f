/**
 * Load bench: GET /users/{id} and POST /auth/refresh at 100 connections on 127.0.0.1, ~10 s each.
 * The server runs in its own process on a throw-away database, exactly as `pnpm dev` runs it
 * (logging off). Refresh tokens are single-use, so a pool of sessions is written straight into the
 * database beforehand and each request takes a fresh token from it: every measured request is a
 * real rotation (lookup, spend, insert, JWT signing).
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import Database from 'better-sqlite3';
import { newOpaqueToken, sha256 } from '../src/lib/opaque-tokens.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env['BENCH_PORT'] ?? 4100);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env['BENCH_SECONDS'] ?? 10);
const connections = 100;
const POOL = Number(process.env['BENCH_REFRESH_POOL'] ?? 200_000);

const dir = mkdtempSync(join(tmpdir(), 'dev-api-bench-'));
const dbPath = join(dir, 'bench.sqlite');
const server = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', 'src/main.ts', '--db', dbPath], {
  cwd: packageDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DEV_API_FAULTS: '0',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('dev-api did not start');
}

function report(name: string, result: Result): string {
  const ok = result['2xx'];
  return `${name.padEnd(22)} p50 ${String(result.latency.p50).padStart(4)} ms   p99 ${String(result.latency.p99).padStart(4)} ms   ${Math.round(result.requests.average).toString().padStart(6)} req/s   (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`;
}

/** Writes `count` sessions of the user and returns their refresh tokens. */
function refreshPool(userId: number, count: number): string[] {
  const db = new Database(dbPath);
  db.pragma('busy_timeout = 5000');
  const now = Math.floor(Date.now() / 1000);
  const tokens: string[] = [];
  const session = db.prepare('INSERT INTO sessions (id, user_id, created_at) VALUES (?, ?, ?)');
  const token = db.prepare('INSERT INTO refresh_tokens (token_hash, session_id, expires_at) VALUES (?, ?, ?)');
  db.transaction(() => {
    for (let i = 0; i < count; i += 1) {
      const id = randomUUID();
      const value = newOpaqueToken();
      session.run(id, userId, now);
      token.run(sha256(value), id, now + 3600);
      tokens.push(value);
    }
  })();
  db.close();
  return tokens;
}

async function main(): Promise<void> {
  await waitForServer();
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'demo@qa-career.dev',
      password: 'Demo12345!',
    }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const userId = (JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { id: number })
    .id;
  const headers = { authorization: `Bearer ${accessToken}` };

  await autocannon({
    url: `${base}/users/${userId}`,
    connections,
    duration: 2,
    headers,
  }); // warm-up
  const users = await autocannon({
    url: `${base}/users/${userId}`,
    connections,
    duration,
    headers,
  });

  const pool = refreshPool(userId, POOL);
  let next = 0;
  const refresh = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/auth/refresh',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ refreshToken: pool[next++ % pool.length] }),
        }),
      },
    ],
  });
  if (next > pool.length)
    console.warn(`warning: the pool of ${pool.length} tokens ran out (${next} requests); raise BENCH_REFRESH_POOL`);

  console.log(`\ndev-api bench: ${connections} connections, ${duration} s per target, ${base}`);
  console.log(report(`GET /users/${userId}`, users));
  console.log(report('POST /auth/refresh', refresh));
  const worst = Math.max(users.latency.p99, refresh.latency.p99);
  console.log(worst <= 20 ? 'p99 target (<= 20 ms): met' : `p99 target (<= 20 ms): MISSED (worst p99 ${worst} ms)`);
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    server.kill('SIGTERM');
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 500);
  });
