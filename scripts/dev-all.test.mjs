// `pnpm dev:all` refuses to start beside a busy port, naming the port and the app; a signal
// stops everything it started.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const script = path.join(import.meta.dirname, 'dev-all.mjs');

test('a busy port is named with its app before anything starts', async () => {
  const blocker = net.createServer();
  await new Promise((resolve) => blocker.listen(3002, '127.0.0.1', resolve));
  try {
    const run = spawnSync(process.execPath, [script], { encoding: 'utf8', timeout: 20_000 });
    assert.equal(run.status, 1);
    assert.match(run.stderr, /port 3002 \(platform\) is already in use/);
    assert.doesNotMatch(run.stdout, /Starting the dev API/);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});

const standIn = path.join(import.meta.dirname, 'fixtures/dev-all-stand-in.mjs');

/** Whether something accepts connections on the port. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function eventually(check, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return check();
}

// Ports away from the real ones (3000–3003, 4000), so the test runs beside a real dev:all.
for (const [signal, shift] of [
  ['SIGTERM', 21_000],
  ['SIGHUP', 21_100],
]) {
  test(`${signal} ends every child (and their children) and frees their ports`, async () => {
    const ports = [4000 + shift, 3000 + shift, 3001 + shift, 3002 + shift, 3003 + shift];
    const run = spawn(process.execPath, [script], {
      env: {
        ...process.env,
        DEV_ALL_STAND_IN: standIn,
        DEV_ALL_PORT_SHIFT: String(shift),
        API_PORT: String(4000 + shift),
        DEV_ALL_VERBOSE: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    run.stdout.on('data', (chunk) => (output += chunk));
    run.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => run.once('exit', (code, sig) => resolve({ code, sig })));
    const pids = () => [...output.matchAll(/stand-in pid (\d+)/g)].map((m) => Number(m[1]));
    try {
      assert.ok(await eventually(() => output.includes('The site:'), 30_000), `dev:all did not come up:\n${output}`);
      assert.equal(pids().length, 10, output); // a wrapper and a server per part
      for (const port of ports) assert.equal(await listening(port), true, `port ${port} before`);

      run.kill(signal);
      const { code } = await exited;
      assert.equal(code, 0);
      assert.match(output, /Stopping every app/);
      assert.ok(await eventually(() => pids().every((pid) => !alive(pid))), `still running: ${pids().filter(alive)}`);
      for (const port of ports) assert.equal(await listening(port), false, `port ${port} after`);
    } finally {
      // Whatever happened, leave no stand-in holding a port.
      if (run.exitCode === null) run.kill('SIGKILL');
      for (const pid of pids().filter(alive)) process.kill(pid, 'SIGKILL');
    }
  });
}

test('the e2e and bench dev API refuses a busy port instead of trusting whatever answers there', async () => {
  const { startDevApi } = await import('./lib/dev-api-process.mjs');
  const blocker = net.createServer();
  await new Promise((resolve) => blocker.listen(4788, '127.0.0.1', resolve));
  try {
    await assert.rejects(startDevApi({ port: 4788 }), /port 4788 is already in use/);
  } finally {
    await new Promise((resolve) => blocker.close(resolve));
  }
});
