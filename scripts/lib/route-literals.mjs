// Finds route paths spelled out in a script's string literals: the route table is the only place a
// path of the site is written (scripts take theirs from `href(...)` or the table's entries). Read by
// `node scripts/route-literals.mjs` (the count) and scripts/route-literals.test.mjs (the gate).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

const swc = createRequire(path.join(repoRoot, 'shared/package.json'))('@swc/core');

/** Stands for a template literal's `${…}`: it may fill a `:param`, never a fixed segment. */
const HOLE = '\u0000';
/** String methods whose '/' argument is a separator, not the landing's path. */
const SEPARATOR_METHODS = new Set(['split', 'join', 'startsWith', 'endsWith', 'includes', 'indexOf', 'replace']);

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Per route, a pattern for its full paths (`/courses/qa-101`) and for its listing prefix (`/courses/`). */
export function routeMatchers(routeTable) {
  return routeTable.flatMap(({ path: routePath }) => {
    const segments = routePath
      .split('/')
      .map((s) => (s.startsWith(':') ? `[^/${HOLE}]*${HOLE}?[^/${HOLE}]*` : escapeRegExp(s)));
    // a trailing slash is the same page, but '//' is not the landing
    const full = new RegExp(`^${segments.join('/')}${routePath.length > 1 ? '[/]?' : ''}$`);
    const param = routePath.indexOf('/:');
    return param < 0 ? [full] : [full, new RegExp(`^${escapeRegExp(routePath.slice(0, param + 1))}$`)];
  });
}

/** The texts of a literal that could be a path: all of it (before `?`/`#`), and quoted values inside it (a selector's href). */
function candidates(text) {
  const quoted = [...text.matchAll(/["']([^"']*)["']/g)].map((m) => m[1]);
  return [text, ...quoted].map((t) => t.split(/[?#]/)[0]).filter((t) => t.startsWith('/'));
}

/** '/' as a separator (`split('/')`) or a fallback (`url ?? '/'`, `publicPath = '/'`) is not the landing. */
function isSeparatorOrFallback(parent, key) {
  if (!parent) return false;
  if (parent.type === 'AssignmentPattern' && key === 'right') return true;
  if (parent.type === 'BinaryExpression' && ['??', '||'].includes(parent.operator) && key === 'right') return true;
  if (parent.type === 'Argument') return parent.separatorCall === true;
  return false;
}

function walk(node, visit, parent = null, key = null) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit, parent, key));
  if (!node || typeof node !== 'object') return;
  if (typeof node.type === 'string') visit(node, parent, key);
  let context = node;
  if (node.type === 'CallExpression') {
    const method = node.callee?.type === 'MemberExpression' ? node.callee.property?.value : null;
    context = { type: 'Argument', separatorCall: SEPARATOR_METHODS.has(method) };
    walk(node.callee, visit, node, 'callee');
    return node.arguments.forEach((argument) => walk(argument.expression, visit, context, 'argument'));
  }
  for (const [childKey, child] of Object.entries(node)) {
    if (childKey !== 'span' && child && typeof child === 'object') walk(child, visit, context, childKey);
  }
}

/** The route-path literals of one script's source: `{ line, text }` each. */
export function routePathLiterals(source, matchers) {
  // a first statement tells where this source starts in swc's byte offsets (they count on between parses)
  // (a `#!` line, which only a file's very start may hold, read as the comment it is to Node)
  const code = Buffer.from(`0;\n${source.replace(/^#!/, '//')}`);
  const module = swc.parseSync(code.toString(), { syntax: 'ecmascript', target: 'es2022' });
  const start = module.body[0].span.start;
  const lineOf = (span) =>
    code
      .subarray(0, span.start - start)
      .toString()
      .split('\n').length - 1;
  const found = [];
  walk(module.body, (node, parent, key) => {
    let text = null;
    if (node.type === 'StringLiteral') text = node.value;
    if (node.type === 'TemplateLiteral') text = node.quasis.map((q) => q.cooked ?? q.raw).join(HOLE);
    if (text === null) return;
    const paths = candidates(text).filter((c) => matchers.some((m) => m.test(c)));
    if (paths.length === 0) return;
    if (text.length === 1 && isSeparatorOrFallback(parent, key)) return;
    found.push({ line: lineOf(node.span), text: text.replaceAll(HOLE, '${…}') });
  });
  return found;
}

/** The scripts under `root`/scripts (`.mjs`, `.js`), tests marked: `{ file, test }`, relative to root. */
export function scriptFiles(root = repoRoot) {
  return readdirSync(path.join(root, 'scripts'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.split(path.sep).includes('node_modules'))
    .sort()
    .map((file) => ({ file, test: /\.test\.m?js$/.test(file) }));
}

/** Every route-path literal of a checkout's scripts/ (this one by default): `{ file, test, line, text }`. */
export function scanScripts(routeTable, root = repoRoot) {
  const matchers = routeMatchers(routeTable);
  return scriptFiles(root).flatMap(({ file, test }) =>
    routePathLiterals(readFileSync(path.join(root, file), 'utf8'), matchers).map((hit) => ({ file, test, ...hit })),
  );
}
