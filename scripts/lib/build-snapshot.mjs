// A snapshot of the four builds (`<root>/<app>/dist`), for a suite that must measure them as built
// while another one writes into them: the e2e suite prerenders the content pages into host/dist.
// Files are hard links (a copy where the file system refuses): writing a page replaces its file,
// so the snapshot keeps what was there when it was taken.
import { copyFileSync, existsSync, linkSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apps, repoRoot } from './apps.mjs';

function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) linkTree(source, target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}

/** Snapshots the builds; returns the snapshot's root (for serveAll's `root`) and how to remove it. */
export function snapshotBuilds(root = repoRoot) {
  const snapshot = mkdtempSync(path.join(tmpdir(), 'qa-builds-'));
  for (const app of apps) {
    const dist = path.join(root, app.dir, 'dist');
    // A build that failed leaves none: the suites that need it say so.
    if (existsSync(dist)) linkTree(dist, path.join(snapshot, app.dir, 'dist'));
  }
  return { root: snapshot, remove: () => rmSync(snapshot, { recursive: true, force: true }) };
}
