// node --test scripts/shared-version.test.mjs (a step of pnpm test:all)
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { checkSharedVersion, declaredSharedRange, releaseShared, repoRoot } from './shared-version.mjs';

function write(root, file, text) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const pkg = (name, extra) => `${JSON.stringify({ name, version: '0.1.0', ...extra }, null, 2)}\n`;
const app = (name, spec) => pkg(name, { dependencies: { '@qa/shared': spec, react: '^19.2.0' } });
const readJson = (root, file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

/** A workspace at shared 0.1.0 with no lock yet, a host on ^0.1.0 and a remote on `workspace:*`. */
function workspace() {
  const root = mkdtempSync(path.join(tmpdir(), 'shared-version-'));
  write(root, 'shared/package.json', pkg('@qa/shared'));
  write(root, 'shared/singletons.json', JSON.stringify({ sharedLayers: ['kernel', 'ui'] }));
  write(root, 'shared/src/kernel/session.ts', 'export const a = 1;\n');
  write(root, 'shared/src/kernel/__tests__/session.test.ts', 'test("a", () => {});\n');
  write(root, 'shared/src/ui/Button.tsx', 'export const Button = () => null;\n');
  write(root, 'shared/src/data/users.ts', 'export const users = [];\n');
  write(root, 'host/package.json', app('@qa/host', 'workspace:^0.1.0'));
  write(root, 'remote-x/package.json', app('@qa/remote-x', 'workspace:*'));
  return root;
}

test('the repository: shared layers match shared/version-lock.json and every app requires at least the kit it is built with', () => {
  assert.deepEqual(checkSharedVersion(repoRoot), []);
});

test('release minor bumps the version, writes the lock and raises every app to the new version', () => {
  const root = workspace();
  assert.match(checkSharedVersion(root).join('\n'), /version-lock.json is missing/);
  assert.deepEqual(releaseShared('minor', root), { from: '0.1.0', to: '0.2.0', raised: ['host', 'remote-x'] });
  assert.equal(readJson(root, 'shared/package.json').version, '0.2.0');
  assert.equal(readJson(root, 'shared/version-lock.json').version, '0.2.0');
  assert.equal(readJson(root, 'remote-x/package.json').dependencies['@qa/shared'], 'workspace:^0.2.0');
  assert.deepEqual(checkSharedVersion(root), []);
});

test('a change to a kernel or ui module fails the check until the next release', () => {
  const root = workspace();
  releaseShared('minor', root);
  write(root, 'shared/src/ui/Button.tsx', 'export const Button = () => "changed";\n');
  assert.deepEqual(checkSharedVersion(root), [
    'shared/src changed since 0.2.0: run pnpm shared:release patch|minor|major',
  ]);
  assert.deepEqual(releaseShared('patch', root), { from: '0.2.0', to: '0.2.1', raised: ['host', 'remote-x'] });
  assert.deepEqual(checkSharedVersion(root), []);
});

test('a patch release raises ranges that still admit it, so no app accepts a kit older than its own', () => {
  const root = workspace();
  releaseShared('minor', root);
  write(root, 'shared/src/ui/hooks/use-page-meta.ts', 'export const usePageMeta = () => {};\n');
  assert.deepEqual(releaseShared('patch', root), { from: '0.2.0', to: '0.2.1', raised: ['host', 'remote-x'] });
  for (const dir of ['host', 'remote-x'])
    assert.equal(readJson(root, `${dir}/package.json`).dependencies['@qa/shared'], 'workspace:^0.2.1');
  assert.deepEqual(releaseShared('major', root).raised, ['host', 'remote-x']);
  assert.equal(readJson(root, 'host/package.json').dependencies['@qa/shared'], 'workspace:^1.0.0');
});

test('a release that removes a module must leave the range of the remotes built before it', () => {
  const root = workspace();
  releaseShared('minor', root);
  assert.deepEqual(readJson(root, 'shared/version-lock.json').modules, ['kernel/session', 'ui/Button']);
  rmSync(path.join(root, 'shared/src/ui/Button.tsx'));
  assert.throws(
    () => releaseShared('patch', root),
    /ui\/Button removed: remotes built against 0\.2\.0 .*minor before 1\.0/,
  );
  assert.equal(readJson(root, 'shared/package.json').version, '0.2.0');
  assert.deepEqual(releaseShared('minor', root).to, '0.3.0');
  assert.deepEqual(readJson(root, 'shared/version-lock.json').modules, ['kernel/session']);
});

test('an app whose range admits an older kit than the one it bundles is reported', () => {
  const root = workspace();
  releaseShared('minor', root);
  releaseShared('patch', root);
  write(root, 'remote-x/package.json', app('@qa/remote-x', 'workspace:^0.2.0'));
  assert.deepEqual(checkSharedVersion(root), [
    'remote-x: "@qa/shared": "workspace:^0.2.0" admits a kit older than the 0.2.1 it is built with ' +
      '(declare "workspace:^0.2.1"; pnpm shared:release does it for every app)',
  ]);
  write(root, 'remote-x/package.json', app('@qa/remote-x', 'workspace:~0.2.1'));
  assert.deepEqual(checkSharedVersion(root), []);
});

test('tests and the data layer (bundled per app) are not part of the version', () => {
  const root = workspace();
  releaseShared('minor', root);
  write(root, 'shared/src/kernel/__tests__/session.test.ts', 'test("b", () => {});\n');
  write(root, 'shared/src/data/users.ts', 'export const users = [1];\n');
  assert.deepEqual(checkSharedVersion(root), []);
});

test('a hand-edited version or an app range that excludes the version is reported', () => {
  const root = workspace();
  releaseShared('minor', root);
  write(root, 'remote-x/package.json', app('@qa/remote-x', 'workspace:^0.3.0'));
  assert.deepEqual(checkSharedVersion(root), [
    'remote-x: "@qa/shared": "workspace:^0.3.0" excludes the workspace\'s shared 0.2.0',
  ]);
  write(root, 'shared/package.json', pkg('@qa/shared', { version: '0.2.5' }));
  assert.match(
    checkSharedVersion(root)[0],
    /shared\/package.json says 0.2.5 but shared\/version-lock.json records 0.2.0/,
  );
});

test('declaredSharedRange strips the workspace protocol and refuses specs without a range', () => {
  const root = workspace();
  assert.equal(declaredSharedRange(path.join(root, 'host'), '0.1.4'), '^0.1.0');
  assert.throws(() => declaredSharedRange(path.join(root, 'remote-x'), '0.1.0'), /names no version range/);
  assert.throws(() => releaseShared('huge', root), /release needs one of patch\|minor\|major/);
});
