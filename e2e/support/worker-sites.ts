/**
 * The folder each worker's site (Node static server and nginx) is served from. Worker 0 serves the
 * builds in place. The content pages are prerendered once, from worker 0's dev API, and their HTML
 * holds that API's and site's origins (image URLs, the page data, canonical links): every other
 * worker serves a copy of the host's build whose HTML names its own servers instead, beside the
 * remotes' builds as they are (linked, not copied).
 */
import {
  copyFileSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { apps, repoRoot } from '../../scripts/lib/apps.mjs';

import { portsFor } from './ports';

export function siteRootFor(slot: number): string {
  return slot === 0 ? repoRoot : path.join(tmpdir(), `qa-e2e-site-${portsFor(slot).offset}`);
}

/** Every origin of a worker's servers, in the order `originsOf` lists them for any worker. */
function originsOf(slot: number): string[] {
  const p = portsFor(slot);
  return [p.host, p.marketing, p.platform, p.auth, p.api].map((port) => `http://127.0.0.1:${port}`);
}

/** Same file without copying its bytes where the file system allows (a hard link). */
function linkOrCopy(source: string, target: string) {
  try {
    linkSync(source, target);
  } catch {
    copyFileSync(source, target);
  }
}

function copyHostBuild(from: string, to: string, rename: (html: string) => string) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) copyHostBuild(source, target, rename);
    else if (entry.name.endsWith('.html')) writeFileSync(target, rename(readFileSync(source, 'utf8')));
    // A precompressed page would be served instead of its renamed copy: leave it out.
    else if (!entry.name.endsWith('.html.br') && !entry.name.endsWith('.html.gz')) linkOrCopy(source, target);
  }
}

/** Writes worker `slot`'s folder (after the prerender) and returns it; worker 0's is the checkout. */
export function prepareSiteRoot(slot: number): string {
  const root = siteRootFor(slot);
  if (slot === 0) return root;
  rmSync(root, { recursive: true, force: true });
  const theirs = originsOf(0);
  const ours = originsOf(slot);
  // Whole origins only: a port is never followed by another digit.
  const pattern = new RegExp(`(${theirs.map((o) => o.replaceAll('.', '\\.')).join('|')})(?!\\d)`, 'g');
  const rename = (html: string) => html.replace(pattern, (origin) => ours[theirs.indexOf(origin)] ?? origin);
  for (const app of apps) {
    const built = path.join(repoRoot, app.dir, 'dist');
    const served = path.join(root, app.dir, 'dist');
    if (app.name === 'host') copyHostBuild(built, served, rename);
    else {
      mkdirSync(path.dirname(served), { recursive: true });
      symlinkSync(built, served, 'dir');
    }
  }
  return root;
}

export function removeSiteRoot(slot: number) {
  if (slot !== 0) rmSync(siteRootFor(slot), { recursive: true, force: true });
}
