import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importTs } from '../lib/import-ts.mjs';
import { buildSeoFiles, disallowedPaths, staticPaths } from './seo-files.mjs';

const { routeTable } = await importTs('shared/src/kernel/routing/route-table.ts');
const api = { blog: 'http://api.test/wp', cms: 'http://api.test/cms', main: 'http://api.test/main' };
const origin = 'https://qa.example';

/** A fake content API: two pages of posts, one page of events and mentors. */
function fakeFetch(overrides = {}) {
  const routes = {
    'http://api.test/wp/posts?per_page=100&page=1&_fields=slug,modified': {
      body: [{ slug: 'first', modified: '2026-11-20T10:00:00' }],
      headers: { 'x-wp-totalpages': '2' },
    },
    'http://api.test/wp/posts?per_page=100&page=2&_fields=slug,modified': {
      body: [{ slug: 'tips & tricks', modified: 'not a date' }],
      headers: { 'x-wp-totalpages': '2' },
    },
    'http://api.test/cms/events?page=1&limit=100': {
      body: { data: [{ slug: 'kickstart' }], meta: { pagination: { pageCount: 1 } } },
    },
    'http://api.test/cms/mentorship?page=1&limit=100': {
      body: { data: [{ id: 7 }], meta: { pagination: { pageCount: 1 } } },
    },
    'http://api.test/main/courses': { body: { data: [{ slug: 'qa-fundamentals' }] } },
    'http://api.test/main/paths': { body: { data: [{ id: 2 }] } },
    ...overrides,
  };
  return async (url) => {
    const route = routes[url];
    if (!route) throw new TypeError('fetch failed');
    if (route.status) return new Response('', { status: route.status });
    return new Response(JSON.stringify(route.body), { headers: route.headers ?? {} });
  };
}

test('static pages: public routes without params, not the host utilities or the variants of another page', () => {
  const paths = staticPaths(routeTable);
  assert.ok(
    paths.includes('/') && paths.includes('/posts') && paths.includes('/privacy-policy') && paths.includes('/courses'),
  );
  for (const left of ['/plans', '/subscriptions/six-months', '/test-performance', '/login', '/profile']) {
    assert.ok(!paths.includes(left), left);
  }
});

test('robots.txt keeps crawlers out of account pages and points at the sitemap', async () => {
  const { robots } = await buildSeoFiles({ routeTable, origin, api, fetchImpl: fakeFetch() });
  for (const path of ['/profile', '/dashboard', '/reset-password', '/thank-you/', '/test-performance']) {
    assert.match(robots, new RegExp(`^Disallow: ${path}$`, 'm'));
  }
  assert.doesNotMatch(robots, /^Disallow: \/login$/m);
  assert.ok(!disallowedPaths(routeTable).includes('/'));
  assert.match(robots, /^Sitemap: https:\/\/qa\.example\/sitemap\.xml$/m);
});

test('the sitemap lists every post over all pages, every event, mentor, course and career path, with escaped absolute URLs', async () => {
  const { sitemap, failures } = await buildSeoFiles({ routeTable, origin, api, fetchImpl: fakeFetch() });
  assert.deepEqual(failures, []);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/posts\/first<\/loc><lastmod>2026-11-20<\/lastmod>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/posts\/tips%20&amp;%20tricks<\/loc><\/url>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/events\/kickstart<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/mentorship\/7<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/courses\/qa-fundamentals<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/paths\/2<\/loc>/);
  assert.match(sitemap, /<loc>https:\/\/qa\.example\/<\/loc>/);
});

test('an API that is down or errors leaves only its part out, and says which', async () => {
  const fetchImpl = fakeFetch({ 'http://api.test/cms/events?page=1&limit=100': { status: 500 } });
  const down = await buildSeoFiles({ routeTable, origin, api: { ...api, blog: 'http://down.test' }, fetchImpl });
  assert.equal(down.failures.length, 2);
  assert.match(down.failures.join(), /posts \(fetch failed\)/);
  assert.match(down.failures.join(), /events \(.*HTTP 500\)/);
  assert.doesNotMatch(down.sitemap, /\/posts\/first/);
  assert.match(down.sitemap, /\/mentorship\/7/);
  assert.match(down.sitemap, /<loc>https:\/\/qa\.example\/subscriptions<\/loc>/);
});
