import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints-plugin.mjs';

// The host's webpack (pnpm keeps it out of the root), on a two-file app in a temporary folder.
const hostRequire = createRequire(path.join(import.meta.dirname, '../../host/package.json'));
const webpack = hostRequire('webpack');

/** A production build of an entry that imports a second chunk; the hint on the entry chunk only. */
async function build({ hint = true } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  writeFileSync(path.join(dir, 'index.js'), 'export function start() { return import("./later"); }\nstart();\n');
  writeFileSync(path.join(dir, 'later.js'), 'export const later = () => "later";\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: path.join(dir, 'dist'), filename: '[name].js', chunkFilename: '[name].chunk.js' },
    plugins: hint ? [new CompileHintsPlugin((chunk) => chunk.hasRuntime())] : [],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
  const read = (file) => readFileSync(path.join(dir, 'dist', file), 'utf8');
  const chunkFile = stats.toJson({ all: false, chunks: true }).chunks.find((chunk) => !chunk.entry).files[0];
  return { read, chunkFile, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

test('the chosen chunk starts with the hint after minifying; the others do not have it', async () => {
  const { read, chunkFile, remove } = await build();
  try {
    const main = read('main.js');
    assert.equal(main.split('\n')[0], COMPILE_HINT);
    assert.match(main, /function/, 'the minified code follows the hint');
    assert.equal(read(chunkFile).includes(COMPILE_HINT), false);
  } finally {
    remove();
  }
});

test("the source map counts the hint's line: the same mappings as without it, one line down", async () => {
  const [hinted, plain] = await Promise.all([build(), build({ hint: false })]);
  try {
    const mappings = (built) => JSON.parse(built.read('main.js.map')).mappings;
    // A map's lines are separated by `;`: the hint's line maps nothing, the code's lines map as before.
    assert.equal(mappings(hinted), `;${mappings(plain)}`);
    assert.notEqual(mappings(plain), '');
  } finally {
    hinted.remove();
    plain.remove();
  }
});
