// A stand-in for a remote's redeploy, for the stale-deploy test: a copy of its build in which every
// content-hashed file has a new hash (and every reference to it follows), so the files an open tab
// knew are gone — what a real rebuild with changed code does to the chunk names — in milliseconds.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const hashedName = /\.([0-9a-f]{8})\.js(\.map|\.LICENSE\.txt)?$/;
const textFile = /\.(js|json|html|map|txt|css)$/;

/** Writes the redeployed copy of `dist` into a new temporary folder and returns its path. */
export function redeployedCopy(dist) {
  const files = readdirSync(dist).filter((f) => statSync(path.join(dist, f)).isFile());
  const renames = new Map();
  for (const file of files) {
    const hash = file.match(hashedName)?.[1];
    if (hash && !renames.has(hash)) renames.set(hash, randomBytes(4).toString('hex'));
  }
  const pattern = renames.size ? new RegExp([...renames.keys()].join('|'), 'g') : null;
  const rename = (text) => (pattern ? text.replace(pattern, (hash) => renames.get(hash)) : text);
  const out = mkdtempSync(path.join(tmpdir(), 'qa-redeploy-'));
  for (const file of files) {
    const source = path.join(dist, file);
    const target = path.join(out, hashedName.test(file) ? rename(file) : file);
    if (textFile.test(file)) writeFileSync(target, rename(readFileSync(source, 'utf8')));
    else writeFileSync(target, readFileSync(source));
  }
  return out;
}
