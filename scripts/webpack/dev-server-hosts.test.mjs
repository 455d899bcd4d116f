// The apps' dev servers and the dev API accept the same local names (the DNS-rebinding check).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import os from 'node:os';
import path from 'node:path';
import { apps, repoRoot } from '../lib/apps.mjs';
import { importTs } from '../lib/import-ts.mjs';

const { LOOPBACK_HOSTS } = await importTs('dev-api/src/lib/local-hosts.ts');

for (const app of apps) {
  test(`${app.name}'s dev server allows the dev API's local names and the machine's name, nothing else`, async () => {
    const { default: config } = await import(path.join(repoRoot, app.dir, 'webpack.config.mjs'));
    const { devServer } = config({}, { mode: 'development' });
    assert.deepEqual(devServer.allowedHosts, [...LOOPBACK_HOSTS, os.hostname()]);
  });
}
