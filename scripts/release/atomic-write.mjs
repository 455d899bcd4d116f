// Writing a deployment's app-config so that the host never serves half of one.
import { randomBytes } from 'node:crypto';
import { promises as fsPromises } from 'node:fs';
import path from 'node:path';

/**
 * Writes `text` to `file` atomically: a reader sees the old content or the new, never a mix. The
 * temp file sits in the same folder (rename is atomic only within one file system), is flushed to
 * disk before the rename, and is removed if anything fails, leaving the old file as it was.
 * `fs`: node's fs promises API, replaceable in tests to make a step fail.
 */
export async function writeFileAtomic(file, text, fs = fsPromises) {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const mode = await fs.stat(file).then(
    (stats) => stats.mode & 0o777,
    () => 0o644,
  );
  let handle;
  try {
    handle = await fs.open(temp, 'wx', mode);
    await handle.writeFile(text, 'utf8');
    await handle.sync();
    await handle.close();
    handle = undefined;
    await fs.rename(temp, file);
  } catch (error) {
    await handle?.close().catch(() => {});
    await fs.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}
