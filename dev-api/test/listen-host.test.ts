import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { listenHost } from '../src/lib/listen-host.ts';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

test('without HOST it listens on 127.0.0.1 and warns about nothing', () => {
  const warnings: string[] = [];
  assert.equal(
    listenHost({}, (m) => warnings.push(m)),
    '127.0.0.1',
  );
  assert.equal(
    listenHost({ HOST: '' }, (m) => warnings.push(m)),
    '127.0.0.1',
  );
  assert.deepEqual(warnings, []);
});

test('a local HOST is taken as it is, without a warning', () => {
  const warnings: string[] = [];
  for (const host of ['127.0.0.1', 'localhost', '::1'])
    assert.equal(
      listenHost({ HOST: host }, (m) => warnings.push(m)),
      host,
    );
  assert.deepEqual(warnings, []);
});

test('a non-local HOST is taken, with a warning that names it', () => {
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
    const warnings: string[] = [];
    assert.equal(
      listenHost({ HOST: host }, (m) => warnings.push(m)),
      host,
    );
    assert.equal(warnings.length, 1);
    assert.match(
      warnings[0] ?? '',
      new RegExp(`listening on ${host.replace(/[.:]/g, '\\$&')} .*reachable from other machines`),
    );
  }
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Starts the real CLI entry, waits until it listens, and returns what it printed. */
async function startServer(env: Record<string, string>): Promise<{ output: string; port: number }> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-host-'));
  const { HOST: _ignored, ...inherited } = process.env;
  const child = spawn(
    process.execPath,
    ['--import', '@swc-node/register/esm-register', 'src/main.ts', '--db', join(dir, 'db.sqlite')],
    { cwd: packageDir, env: { ...inherited, PORT: String(port), UPLOADS_DIR: join(dir, 'uploads'), ...env } },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await new Promise<void>((ready, fail) => {
      const timer = setTimeout(() => fail(new Error(`no start within 30 s:\n${output}`)), 30_000);
      child.stdout.on('data', () => {
        if (/dev-api ready/.test(output)) {
          clearTimeout(timer);
          ready();
        }
      });
      child.once('exit', (code) => fail(new Error(`exited with ${code}:\n${output}`)));
    });
    return { output, port };
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => (child.exitCode === null ? child.once('exit', done) : done(null)));
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the server started without HOST listens on 127.0.0.1 and prints no warning', async () => {
  const { output, port } = await startServer({ LOG_LEVEL: 'info' });
  assert.match(output, new RegExp(`listening at http://127\\.0\\.0\\.1:${port}`));
  assert.doesNotMatch(output, /reachable from other machines/);
});

test('the server started with HOST=0.0.0.0 prints the warning', async () => {
  const { output } = await startServer({ LOG_LEVEL: 'info', HOST: '0.0.0.0' });
  assert.match(output, /dev-api: listening on 0\.0\.0\.0 makes the development API .* reachable from other machines/);
});
