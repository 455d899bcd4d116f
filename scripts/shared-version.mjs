#!/usr/bin/env node
// The version of @qa/shared's federated layers (kernel, ui). Remotes require it at run time
// (strictVersion), so it must change whenever those layers do: shared/version-lock.json records
// the content hash each version was released with. Every app declares `workspace:^<version>` of
// the kit it is built with, so a remote never runs on a host that provides an older kit.
//
//   node scripts/shared-version.mjs check                      fails if the layers changed since the lock
//   node scripts/shared-version.mjs release patch|minor|major  bumps the version, rewrites the lock
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import semver from 'semver';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const levels = ['patch', 'minor', 'major'];
const sharedName = '@qa/shared';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const lockFile = (root) => path.join(root, 'shared/version-lock.json');
const sharedPackageFile = (root) => path.join(root, 'shared/package.json');

/** Files that ship as shared modules: the layers named in singletons.json, without tests. */
function layerFiles(root) {
  const { sharedLayers } = readJson(path.join(root, 'shared/singletons.json'));
  return sharedLayers
    .flatMap((layer) =>
      readdirSync(path.join(root, 'shared/src', layer), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
    )
    .filter((file) => !file.split('/').includes('__tests__') && !/\.test\.[cm]?[jt]sx?$/.test(file))
    .concat('shared/singletons.json')
    .sort();
}

/**
 * The modules of the layers, as the lock records them (`shared/src/ui/chakra/kit.tsx` → `ui/chakra/kit`). A remote's
 * production build has no copy of them and takes each from the host, so a release that removes one
 * must leave the range of the remotes built before it.
 */
export function layerModules(root = repoRoot) {
  return layerFiles(root)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => file.replace(/^shared\/src\//, '').replace(/\.tsx?$/, ''));
}

/** sha256 over every layer file's path and content (line endings normalised, so a checkout on Windows agrees). */
export function layersHash(root = repoRoot) {
  const hash = createHash('sha256');
  for (const file of layerFiles(root)) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file), 'utf8').replace(/\r\n/g, '\n'));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Workspace apps that depend on @qa/shared, with the dependency specifier they declare. */
export function sharedDependents(root = repoRoot) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && entry.name !== 'node_modules')
    .flatMap((entry) => {
      let pkg;
      try {
        pkg = readJson(path.join(root, entry.name, 'package.json'));
      } catch {
        return [];
      }
      const spec = pkg.dependencies?.[sharedName];
      return spec ? [{ dir: entry.name, spec }] : [];
    })
    .sort((a, b) => a.dir.localeCompare(b.dir));
}

/** `workspace:^0.2.0` → `^0.2.0`; null for specs that name no range (`workspace:*`, `workspace:^`). */
export function rangeOfSpec(spec) {
  const range = spec.replace(/^workspace:/, '');
  return semver.validRange(range) && /\d/.test(range) ? range : null;
}

/** The range an app declares for @qa/shared; throws when it names none or excludes the current version. */
export function declaredSharedRange(appDir, sharedVersion) {
  const spec = readJson(path.join(appDir, 'package.json')).dependencies?.[sharedName] ?? '';
  const range = rangeOfSpec(spec);
  if (!range) throw new Error(`${appDir}: "${sharedName}": "${spec}" names no version range (use "workspace:^x.y.z")`);
  if (!semver.satisfies(sharedVersion, range))
    throw new Error(`${appDir}: "${sharedName}": "${spec}" excludes the workspace's shared ${sharedVersion}`);
  return range;
}

/**
 * A range whose lowest version is older than the kit the app bundles would let the host provide
 * that older kit at run time, without what this app was built against.
 */
function admitsOlderKit(range, sharedVersion) {
  const lowest = semver.minVersion(range);
  return lowest !== null && semver.lt(lowest, sharedVersion);
}

/** Every problem with the shared version, as readable lines; empty when all is in order. */
export function checkSharedVersion(root = repoRoot) {
  const version = readJson(sharedPackageFile(root)).version;
  const lock = readLock(root);
  if (!lock) return [`shared/version-lock.json is missing: run pnpm shared:release patch|minor|major`];
  const problems = [];
  if (lock.version !== version)
    problems.push(
      `shared/package.json says ${version} but shared/version-lock.json records ${lock.version}: ` +
        `set versions only with pnpm shared:release patch|minor|major`,
    );
  else if (lock.hash !== layersHash(root))
    problems.push(`shared/src changed since ${version}: run pnpm shared:release patch|minor|major`);
  for (const { dir } of sharedDependents(root)) {
    try {
      const range = declaredSharedRange(path.join(root, dir), version);
      if (admitsOlderKit(range, version))
        problems.push(
          `${dir}: "${sharedName}": "workspace:${range}" admits a kit older than the ${version} it is built with ` +
            `(declare "workspace:^${version}"; pnpm shared:release does it for every app)`,
        );
    } catch (error) {
      problems.push(error.message.replace(path.join(root, dir), dir));
    }
  }
  return problems;
}

function readLock(root) {
  try {
    return readJson(lockFile(root));
  } catch {
    return null;
  }
}

function replaceVersion(file, from, to) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(`"version": "${from}"`, `"version": "${to}"`));
}

/**
 * Bumps shared's version and records the layers' hash. Every app is raised to `workspace:^<new>`:
 * it bundles this source, so it requires at least this kit from the host (a range that still
 * admitted the previous version would let a remote using a new module run on an old host).
 * @returns {{ from: string, to: string, raised: string[] }}
 */
export function releaseShared(level, root = repoRoot) {
  if (!levels.includes(level)) throw new Error(`release needs one of ${levels.join('|')}, got "${level ?? ''}"`);
  const from = readJson(sharedPackageFile(root)).version;
  const to = semver.inc(from, level);
  const modules = layerModules(root);
  const removed = (readLock(root)?.modules ?? []).filter((module) => !modules.includes(module));
  if (removed.length > 0 && semver.satisfies(to, `^${from}`))
    throw new Error(
      `${removed.join(', ')} removed: remotes built against ${from} (^${from}) take them from the host, ` +
        `so ${to} would break them; release a level that leaves ^${from} (minor before 1.0, major after)`,
    );
  replaceVersion(sharedPackageFile(root), from, to);
  writeFileSync(lockFile(root), `${JSON.stringify({ version: to, hash: layersHash(root), modules }, null, 2)}\n`);
  const raised = [];
  for (const { dir, spec } of sharedDependents(root)) {
    if (spec === `workspace:^${to}`) continue;
    const file = path.join(root, dir, 'package.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace(`"${sharedName}": "${spec}"`, `"${sharedName}": "workspace:^${to}"`));
    raised.push(dir);
  }
  return { from, to, raised };
}

function main([command, level]) {
  if (command === 'check') {
    const problems = checkSharedVersion();
    if (problems.length === 0) {
      console.log(`@qa/shared ${readJson(sharedPackageFile(repoRoot)).version}: layers match the lock`);
      return 0;
    }
    for (const problem of problems) console.error(problem);
    return 1;
  }
  if (command === 'release') {
    const { from, to, raised } = releaseShared(level);
    console.log(`@qa/shared ${from} → ${to}; shared/version-lock.json rewritten`);
    if (raised.length > 0) console.log(`raised to workspace:^${to}: ${raised.join(', ')}`);
    console.log('Next: pnpm install, commit the package.json files, pnpm-lock.yaml and shared/version-lock.json;');
    console.log('deploy the host before any remote built against this version.');
    return 0;
  }
  console.error('usage: node scripts/shared-version.mjs check | release patch|minor|major');
  return 2;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
