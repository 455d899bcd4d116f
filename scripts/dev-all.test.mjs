// `pnpm dev:all` refuses to start beside a busy port, naming the port and the app.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
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
