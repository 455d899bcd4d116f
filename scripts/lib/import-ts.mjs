// Imports a dependency-free TypeScript module of the workspace (e.g. the route table) from a
// plain Node script: swc strips the types into a temporary .mjs next to the bench output.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './apps.mjs';

const swc = createRequire(path.join(repoRoot, 'shared/package.json'))('@swc/core');

export async function importTs(relativePath) {
  const source = readFileSync(path.join(repoRoot, relativePath), 'utf8');
  const { code } = swc.transformSync(source, {
    filename: relativePath,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const outDir = path.join(repoRoot, '.bench/ts');
  mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `${relativePath.replace(/[\\/]/g, '_')}.mjs`);
  writeFileSync(out, code);
  return import(pathToFileURL(out).href);
}
