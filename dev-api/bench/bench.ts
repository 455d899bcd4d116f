/**
 * Load bench: GET /users/{id} and POST /auth/refresh at 100 connections on 127.0.0.1, ~10 s each.
 * The server runs in its own process on a throw-away database, exactly as `pnpm dev` runs it
 * (logging off). Refresh tokens are single-use, so a pool of sessions is written straight into the
 * database beforehand and each request, warm-up included, takes a fresh token from it: every
 * measured request is a real rotation (lookup, spend, insert, commit, JWT signing), and the non-2xx
 * count shows it. Each target gets a 2 s warm-up; each result line says what else the machine was
 * doing meanwhile, since these 2 cores are shared with other people's builds.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options, type Result } from 'autocannon';
import Database from 'better-sqlite3';
import { newOpaqueToken, sha256Bytes } from '../src/lib/opaque-tokens.ts';

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
      token.run(sha256Bytes(value), id, now + 3600);
      tokens.push(value);
    }
  })();
  // the server is idle now: copy the pool's ~50 MB of WAL into the database before measuring, as a
  // long-running server would have, instead of making the first seconds of the run do it
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  return tokens;
}

/** Jiffies of the whole VM (/proc/stat) and of the server process; zeros where /proc is missing. */
function cpuTimes(): { idle: number; steal: number; total: number; server: number } {
  try {
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const cpu = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1, 9).map(Number);
    const stat = (readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1] ?? '').split(' ');
    return {
      idle: (cpu[3] ?? 0) + (cpu[4] ?? 0),
      steal: cpu[7] ?? 0,
      total: cpu.reduce((sum, value) => sum + value, 0),
      server: Number(stat[11]) + Number(stat[12]),
    };
  } catch {
    return { idle: 0, steal: 0, total: 0, server: 0 };
  }
}

/**
 * A 2 s warm-up, then the measured run, with what else the machine was doing meanwhile: the share
 * of both cores used by other processes (other people's builds), stolen by the host, and idle.
 */
async function measure(options: Options): Promise<{ result: Result; machine: string }> {
  await autocannon({ ...options, duration: 2 });
  const before = cpuTimes();
  const benchBefore = process.cpuUsage();
  const result = await autocannon({ ...options, duration });
  const bench = process.cpuUsage(benchBefore);
  const after = cpuTimes();
  const total = after.total - before.total || 1;
  const jiffies = (bench.user + bench.system) / 10_000; // USER_HZ = 100
  const ours = after.server - before.server + jiffies;
  const busy = total - (after.idle - before.idle) - (after.steal - before.steal);
  const percent = (value: number): string => `${Math.max(0, Math.round((value / total) * 100))}%`;
  const machine = `load ${loadavg()[0]?.toFixed(1)}; other processes ${percent(busy - ours)}, steal ${percent(after.steal - before.steal)}, idle ${percent(after.idle - before.idle)}`;
  return { result, machine };
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

  const users = await measure({
    url: `${base}/users/${userId}`,
    connections,
    headers: { authorization: `Bearer ${accessToken}` },
  });

  // every request, warm-up included, spends a token of its own: a full rotation, never a reuse
  const bodies = refreshPool(userId, POOL).map((refreshToken) => JSON.stringify({ refreshToken }));
  let next = 0;
  const refresh = await measure({
    url: base,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/auth/refresh',
        headers: { 'content-type': 'application/json' },
        // autocannon hands over a fresh copy of the request each time, so it can be filled in place
        setupRequest: (request) => {
          request.body = bodies[next++ % bodies.length];
          return request;
        },
      },
    ],
  });
  if (next > bodies.length)
    console.warn(`warning: the pool of ${bodies.length} tokens ran out (${next} requests); raise BENCH_REFRESH_POOL`);

  console.log(`\ndev-api bench: ${connections} connections, ${duration} s per target after a 2 s warm-up, ${base}`);
  console.log(`${report(`GET /users/${userId}`, users.result)}   [${users.machine}]`);
  console.log(`${report('POST /auth/refresh', refresh.result)}   [${refresh.machine}]`);
  const worst = Math.max(users.result.latency.p99, refresh.result.latency.p99);
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
