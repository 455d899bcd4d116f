import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { promises as fsPromises } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { writeFileAtomic } from './atomic-write.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'release-atomic-'));
after(() => rmSync(dir, { recursive: true, force: true }));
let count = 0;
function oldFile() {
  count += 1;
  const file = path.join(dir, `app-config-${count}.json`);
  writeFileSync(file, '{ "old": true }\n');
  return file;
}
const others = (file) =>
  readdirSync(dir).filter((name) => name.includes(path.basename(file)) && name !== path.basename(file));

test('writeFileAtomic replaces the content and leaves no temp file beside it', async () => {
  const file = oldFile();
  await writeFileAtomic(file, '{ "new": true }\n');
  assert.equal(readFileSync(file, 'utf8'), '{ "new": true }\n');
  assert.deepEqual(others(file), []);
});

test('writeFileAtomic keeps the file’s permissions', async () => {
  const file = oldFile();
  chmodSync(file, 0o640);
  await writeFileAtomic(file, 'x');
  assert.equal(statSync(file).mode & 0o777, 0o640);
});

test('a write that fails halfway leaves the old file whole and removes the temp file', async () => {
  const file = oldFile();
  // The disk fills up after half the bytes are written.
  const failingFs = {
    ...fsPromises,
    open: async (...args) => {
      const handle = await fsPromises.open(...args);
      return {
        writeFile: async (text) => {
          await handle.writeFile(text.slice(0, text.length / 2));
          throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
        },
        sync: () => handle.sync(),
        close: () => handle.close(),
      };
    },
  };
  await assert.rejects(writeFileAtomic(file, '{ "new": "a longer content than before" }\n', failingFs), /ENOSPC/);
  assert.equal(readFileSync(file, 'utf8'), '{ "old": true }\n');
  assert.deepEqual(others(file), []);
});

test('a rename that fails leaves the old file whole and removes the temp file', async () => {
  const file = oldFile();
  const failingFs = { ...fsPromises, rename: async () => Promise.reject(new Error('EXDEV: cross-device link')) };
  await assert.rejects(writeFileAtomic(file, 'new', failingFs), /EXDEV/);
  assert.equal(readFileSync(file, 'utf8'), '{ "old": true }\n');
  assert.deepEqual(others(file), []);
});
