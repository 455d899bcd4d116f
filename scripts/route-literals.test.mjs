// The scripts and the host's index.html take the site's paths from the route table: a path of the
// table written out in a script (not a test's expected value) or in index.html fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { repoRoot } from './lib/apps.mjs';
import { routePathLiterals, routeMatchers, scanScripts } from './lib/route-literals.mjs';
import { routeTable } from './lib/routes.mjs';

const matchers = routeMatchers(routeTable);
const found = (source) => routePathLiterals(source, matchers).map((hit) => hit.text);

test('no script spells a path of the route table', () => {
  const hits = scanScripts(routeTable).filter((hit) => !hit.test);
  assert.deepEqual(
    hits.map((hit) => `${hit.file}:${hit.line} ${hit.text}`),
    [],
    'take the path from the table: href(…) of scripts/lib/routes.mjs',
  );
});

test('finds a route path written whole, with its params from expressions, or as the listing prefix of a selector', () => {
  const source = [
    "const pages = ['/courses', '/courses/qa-fundamentals'];",
    'const post = `/posts/${slug}`;',
    'const card = \'article a[href^="/posts/"]\';',
    'const link = `a[href="/courses/${course}"]`;',
    "await page.goto('/');",
    "results.lighthouse['/'];",
  ].join('\n');
  assert.deepEqual(found(source), [
    '/courses',
    '/courses/qa-fundamentals',
    '/posts/${…}',
    'article a[href^="/posts/"]',
    'a[href="/courses/${…}"]',
    '/',
    '/',
  ]);
});

test('leaves alone what is not a page of the site: files, API paths on a base URL, separators and fallbacks', () => {
  const source = [
    "const config = '/app-config.json';",
    'const url = `${blog}/posts?per_page=100`;',
    "const parts = file.split('/');",
    "const target = new URL(req.url ?? '/', base);",
    "function head(publicPath = '/') {}",
    "const label = '/ → /courses'; // a measured pair's name, '/courses' in a comment",
    'const lectures = \'a[href*="/lecture/"]\';',
  ].join('\n');
  assert.deepEqual(found(source), []);
});

test("host/public/index.html takes its links and first-paint paths from the table's template parameters", () => {
  const template = readFileSync(path.join(repoRoot, 'host/public/index.html'), 'utf8');
  const links = [...template.matchAll(/href="([^"]*)"/g)].map((m) => m[1]).filter((h) => h.startsWith('/'));
  assert.deepEqual(
    links.filter((h) => matchers.some((m) => m.test(h))),
    [],
  );
  assert.doesNotMatch(template, /\/\^\\\//, 'a pattern of paths written out: <%= landingPaths %> or the like');
});
