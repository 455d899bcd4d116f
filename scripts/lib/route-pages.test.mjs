import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pagesToPrerender } from '../prerender/prerender.mjs';
import { importTs } from './import-ts.mjs';
import { itemPages, publishedRoutes } from './route-pages.mjs';

const { routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
const api = { blog: 'http://api.test/wp', cms: 'http://api.test/cms', main: 'http://api.test/main' };

/** A fake content API: the URLs it answers and their JSON (a `headers` key sets response headers). */
function fakeFetch(routes) {
  const asked = [];
  const fetchImpl = async (url) => {
    asked.push(url);
    const route = routes[url];
    if (!route) throw new TypeError('fetch failed');
    return new Response(JSON.stringify(route.body), { headers: route.headers ?? {} });
  };
  return { fetchImpl, asked };
}

const catalogue = {
  'http://api.test/wp/posts?per_page=100&page=1&_fields=slug,modified': {
    body: [{ slug: 'first-bug', modified: '2026-11-20T10:00:00' }],
  },
  'http://api.test/main/courses': { body: { data: [{ slug: 'qa-fundamentals' }, { slug: 'api-testing' }] } },
};

test('the prerender writes the plans, the blog list, the legal pages and the catalogue, and every post and course', () => {
  const { pages, listed } = publishedRoutes(routeTable, 'prerender');
  assert.deepEqual(pages, [
    '/subscriptions',
    '/affiliate-program-conditions',
    '/privacy-policy',
    '/terms-and-conditions',
    '/posts',
    '/courses',
  ]);
  assert.deepEqual(
    listed.map((r) => r.id),
    ['post', 'course'],
  );
});

test('the sitemap lists the public pages without params, and every post, event, mentor, career path and course', () => {
  const { pages, listed } = publishedRoutes(routeTable, 'sitemap');
  assert.deepEqual(pages, [
    '/',
    '/subscriptions',
    '/affiliate-program-conditions',
    '/privacy-policy',
    '/terms-and-conditions',
    '/posts',
    '/events',
    '/mentorship',
    '/paths',
    '/courses',
    '/rating',
  ]);
  assert.deepEqual(
    listed.map((r) => r.id),
    ['post', 'event', 'mentor', 'path', 'course'],
  );
});

test('a flag on a route of its own table is all a tool needs to publish it', () => {
  const table = [
    { id: 'a', path: '/a', prerender: 'page' },
    { id: 'b', path: '/b' },
    { id: 'c', path: '/c/:n', prerender: 'items', items: { api: 'main', collection: 'cs', field: 'n' } },
  ];
  const { pages, listed } = publishedRoutes(table, 'prerender');
  assert.deepEqual(pages, ['/a']);
  assert.deepEqual(
    listed.map((r) => r.id),
    ['c'],
  );
  assert.deepEqual(publishedRoutes(table, 'sitemap'), { pages: [], listed: [] });
});

test("a listed route gives a page per item, its param filled from the item's field, with its lastmod field", async () => {
  const post = routeTable.find((r) => r.id === 'post');
  const course = routeTable.find((r) => r.id === 'course');
  const { fetchImpl, asked } = fakeFetch(catalogue);
  const { entries, failures } = await itemPages([post, course], api, { fetchImpl });
  assert.deepEqual(failures, []);
  assert.deepEqual(entries, [
    { path: '/posts/first-bug', lastmod: '2026-11-20T10:00:00' },
    { path: '/courses/qa-fundamentals' },
    { path: '/courses/api-testing' },
  ]);
  assert.deepEqual(asked, Object.keys(catalogue));
});

test('a listed route whose API is not given is left out, not failed', async () => {
  const course = routeTable.find((r) => r.id === 'course');
  const { fetchImpl, asked } = fakeFetch(catalogue);
  const { entries, failures } = await itemPages([course], { blog: api.blog }, { fetchImpl });
  assert.deepEqual({ entries, failures, asked }, { entries: [], failures: [], asked: [] });
});

test('the prerender takes the flagged pages and an item page per post and course', async () => {
  const { fetchImpl } = fakeFetch(catalogue);
  const paths = await pagesToPrerender(routeTable, api, { fetchImpl });
  assert.deepEqual(paths.slice(-3), ['/posts/first-bug', '/courses/qa-fundamentals', '/courses/api-testing']);
  assert.equal(paths.length, 9);
});

test('the prerender stops when it cannot list the items of a flagged route, naming the collection', async () => {
  const { fetchImpl } = fakeFetch({ 'http://api.test/main/courses': catalogue['http://api.test/main/courses'] });
  await assert.rejects(
    pagesToPrerender(routeTable, api, { fetchImpl }),
    /cannot list the pages to prerender: posts \(/,
  );
});
