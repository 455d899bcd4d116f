// Starts the dev API as a child process on a throw-away database (e2e, bench).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { portTaken } from './ports.mjs';
import { waitFor } from './wait-for.mjs';

export async function startDevApi({ port, faults = false, env = {} }) {
  // Else a server left there by an earlier run (say, one killed halfway) would answer in its place.
  if (await portTaken(port)) {
    throw new Error(
      `Cannot start the dev API: port ${port} is already in use (a dev API left by an earlier run?). Stop it and try again.`,
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qa-dev-api-'));
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/main.ts', '--db', path.join(dataDir, 'db.sqlite')],
    {
      cwd: path.join(repoRoot, 'dev-api'),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DEV_API_FAULTS: faults ? '1' : '0',
        // The e2e suite needs the outbox and the stand-in provider whatever the shell's NODE_ENV,
        // and signs in as the demo user from 127.0.0.1 far more often than the attempt limits allow.
        NODE_ENV: 'development',
        RATE_LIMIT_PER_IP: '1000000',
        RATE_LIMIT_PER_EMAIL: '1000000',
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let alive = true;
  child.on('exit', () => {
    alive = false;
  });
  const up = await waitFor(`http://127.0.0.1:${port}/health`, { timeoutMs: 60_000, isAlive: () => alive });
  if (!up) {
    child.kill();
    throw new Error(`dev-api did not start on port ${port}`);
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (alive) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
