// Imports a TypeScript module of the workspace (e.g. the route table) from a plain Node script or
// a webpack config: swc strips the types, and the module's own imports of workspace modules
// (`@qa/shared/...` or relative) are compiled the same way. Each compiled module is imported as a
// data: URL, so nothing is written to disk (parallel builds cannot read a half-written file).
// Only type imports of packages are allowed: they vanish; a value import of a package would not resolve.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const swc = createRequire(path.join(repoRoot, 'shared/package.json'))('@swc/core');
const aliases = [['@qa/shared/', 'shared/src/']];
const MODULE_REFERENCES = new Set(['ImportDeclaration', 'ExportAllDeclaration', 'ExportNamedDeclaration']);

function resolveTs(specifier, fromFile) {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  if (!alias && !specifier.startsWith('.')) return null;
  const base = alias
    ? path.join(repoRoot, alias[1], specifier.slice(alias[0].length))
    : path.resolve(path.dirname(fromFile), specifier);
  const file = [`${base}.ts`, `${base}.tsx`, base].find((candidate) => existsSync(candidate));
  if (!file) throw new Error(`importTs: cannot resolve ${specifier} from ${path.relative(repoRoot, fromFile)}`);
  return file;
}

/**
 * Replaces the specifiers of the module's import and export statements, found by parsing it: a
 * pattern would also rewrite `import … from './x'` inside a string, such as a lesson's code sample.
 */
function link(code, replacement) {
  // swc's positions are UTF-8 byte offsets counted on from earlier parses: a statement put first
  // tells where this source starts
  const source = Buffer.from(`0;\n${code}`);
  const { body } = swc.parseSync(source.toString(), { syntax: 'ecmascript', target: 'es2022' });
  const start = body[0].span.start;
  const edits = body
    .filter((item) => MODULE_REFERENCES.has(item.type) && item.source)
    .map((item) => ({ span: item.source.span, url: replacement(item.source.value) }))
    .filter((edit) => edit.url !== null)
    .reverse();
  let linked = source;
  for (const { span, url } of edits)
    linked = Buffer.concat([
      linked.subarray(0, span.start - start),
      Buffer.from(JSON.stringify(url)),
      linked.subarray(span.end - start),
    ]);
  return linked.toString();
}

function compile(file, urls) {
  if (urls.has(file)) {
    const url = urls.get(file);
    if (url === null) throw new Error(`importTs: import cycle through ${path.relative(repoRoot, file)}`);
    return url;
  }
  urls.set(file, null);
  const { code } = swc.transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript', tsx: file.endsWith('.tsx') }, target: 'es2022' },
    module: { type: 'es6' },
  });
  const linked = link(code, (specifier) => {
    const dependency = resolveTs(specifier, file);
    return dependency ? compile(dependency, urls) : null;
  });
  const url = `data:text/javascript;base64,${Buffer.from(linked).toString('base64')}`;
  urls.set(file, url);
  return url;
}

export async function importTs(relativePath) {
  return import(compile(path.join(repoRoot, relativePath), new Map()));
}
