// The developer loop of `pnpm bench`: wall time of `pnpm build` (all four apps) and of `pnpm dev:all`
// until every app answers (the host's page and each remote's manifest), then dev:all stopped with
// SIGTERM, which stops its children and frees the dev ports.
import { execSync, spawn } from 'node:child_process';
import { apps, repoRoot } from '../lib/apps.mjs';
import { href } from '../lib/routes.mjs';
import { waitFor } from '../lib/wait-for.mjs';

/** Runs `pnpm build` with its output shown; returns the wall time in ms. */
export function timeBuild() {
  const started = performance.now();
  execSync('pnpm build', { cwd: repoRoot, stdio: 'inherit' });
  return performance.now() - started;
}

/**
 * Starts `pnpm dev:all` (its own dev API on `apiPort`, away from a dev API someone may run on the
 * default port) and returns the ms until every app answers; null when one does not within 3 minutes.
 */
export async function timeDevStart({ apiPort = 4601, log = console.log } = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/dev-all.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, API_PORT: String(apiPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  const keep = (chunk) => output.push(chunk.toString());
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let alive = true;
  const exited = new Promise((resolve) =>
    child.once('exit', () => {
      alive = false;
      resolve();
    }),
  );
  try {
    const urls = apps.map(
      (app) => `http://127.0.0.1:${app.devPort}${app.name === 'host' ? href('landing') : '/mf-manifest.json'}`,
    );
    const up = await Promise.all(
      urls.map((url) => waitFor(url, { timeoutMs: 180_000, intervalMs: 250, isAlive: () => alive })),
    );
    if (up.every(Boolean)) return performance.now() - started;
    log(`  ✖ dev:all: not every app answered. Its output:\n${output.join('').split('\n').slice(-15).join('\n')}`);
    return null;
  } finally {
    if (alive) child.kill('SIGTERM');
    await exited;
    await portsFreed(apiPort, log);
  }
}

/** dev:all stops its children on SIGTERM: say so if a dev port still answers 10 s later. */
async function portsFreed(apiPort, log) {
  const ports = [apiPort, ...apps.map((app) => app.devPort)];
  const answers = (port) =>
    fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1000) }).then(
      () => true,
      () => false,
    );
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const busy = (await Promise.all(ports.map(answers))).some(Boolean);
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  log(`  ✖ dev:all stopped, but a dev port (${ports.join(', ')}) still answers`);
}
