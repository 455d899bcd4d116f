import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { apps } from './apps.mjs';
import { snapshotBuilds } from './build-snapshot.mjs';

test('a snapshot keeps the builds as they were when a page is removed or written again', () => {
  const checkout = mkdtempSync(path.join(tmpdir(), 'qa-snapshot-test-'));
  const [host, ...others] = apps;
  const page = path.join(checkout, host.dir, 'dist/courses/index.html');
  mkdirSync(path.dirname(page), { recursive: true });
  writeFileSync(page, 'as built');
  for (const app of others) {
    mkdirSync(path.join(checkout, app.dir, 'dist'), { recursive: true });
    writeFileSync(path.join(checkout, app.dir, 'dist/remoteEntry.js'), app.name);
  }
  const snapshot = snapshotBuilds(checkout);
  try {
    unlinkSync(page); // as the prerender clears its earlier pages, then writes them anew
    writeFileSync(page, 'prerendered');
    assert.equal(readFileSync(path.join(snapshot.root, host.dir, 'dist/courses/index.html'), 'utf8'), 'as built');
    for (const app of others)
      assert.equal(readFileSync(path.join(snapshot.root, app.dir, 'dist/remoteEntry.js'), 'utf8'), app.name);
  } finally {
    snapshot.remove();
    rmSync(checkout, { recursive: true, force: true });
  }
});

test('a build that is missing is left out of the snapshot, not an error', () => {
  const checkout = mkdtempSync(path.join(tmpdir(), 'qa-snapshot-test-'));
  const snapshot = snapshotBuilds(checkout);
  try {
    assert.deepEqual(
      apps.map((app) => path.join(snapshot.root, app.dir)).filter((dir) => existsSync(dir)),
      [],
    );
  } finally {
    snapshot.remove();
    rmSync(checkout, { recursive: true, force: true });
  }
});
