import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { pageHtml, removePrerenderedPages, writePage } from './write-page.mjs';

// The shape of the built (minified) index.html.
const template =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Site default">' +
  '<meta property=og:title content="QA Career"><meta name=twitter:card content=summary><title>QA Career</title>' +
  '<style>.qa-hero{}</style></head><body><div id=root><div id=qa-prerender>hero</div></div>' +
  '<script>start()</script></body></html>';

const snapshot = {
  title: 'Privacy Policy — QA Career',
  root: '<header>frame</header><main id="main"><h1>Privacy Policy</h1></main>',
  css: '.css-1{color:red}',
  meta: [
    '<meta name="description" content="How we use data.">',
    '<link rel="canonical" href="http://127.0.0.1:8080/privacy-policy">',
    '<meta property="og:url" content="http://127.0.0.1:8080/privacy-policy">',
  ],
  state: { mutations: [], queries: [{ queryKey: ['legal'], state: { data: '</script><script>alert(1)</script>' } }] },
};
const options = { pagePath: '/privacy-policy', fromOrigin: 'http://127.0.0.1:8080', siteOrigin: 'https://qa.example' };

test("the page's head tags and CSS replace the template's, with the site's origin", () => {
  const html = pageHtml(template, snapshot, options);
  assert.match(html, /<title>Privacy Policy — QA Career<\/title>/);
  assert.doesNotMatch(html, /Site default|og:title|twitter:card/);
  assert.match(html, /<link rel="canonical" href="https:\/\/qa\.example\/privacy-policy">/);
  assert.match(html, /<meta property="og:url" content="https:\/\/qa\.example\/privacy-policy">/);
  assert.doesNotMatch(html, /127\.0\.0\.1:8080/);
  assert.match(html, /<style data-prerendered>\.css-1\{color:red\}<\/style>/);
});

test('the markup replaces #root, marked with its path; the start-up script stays last', () => {
  const html = pageHtml(template, snapshot, options);
  assert.match(
    html,
    /<div id="root"><div id="qa-prerender-page" data-path="\/privacy-policy"><header>frame<\/header><main/,
  );
  assert.doesNotMatch(html, /qa-prerender>hero/);
  assert.ok(html.trimEnd().endsWith('<script>start()</script></body></html>'));
});

test('the query data cannot close its script element', () => {
  const html = pageHtml(template, snapshot, options);
  const state = html.match(/<script type="application\/json" id="qa-prerender-state">(.*?)<\/script>/)?.[1];
  assert.ok(state);
  assert.doesNotMatch(state, /<\/script/i);
  assert.equal(JSON.parse(state).queries[0].state.data, '</script><script>alert(1)</script>');
});

test('a page is written where the server looks for it, and never outside the build', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  const file = writePage(dist, '/posts/first-bug', '<p>x</p>');
  assert.equal(file, path.join(dist, 'posts', 'first-bug', 'index.html'));
  assert.equal(readFileSync(file, 'utf8'), '<p>x</p>');
  assert.throws(() => writePage(dist, '/posts/%2E%2E/%2E%2E/%2E%2E/etc', 'x'), /unsafe path/);
});

test("an earlier prerender's pages are removed before a new one, and nothing else is", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'prerender-'));
  writeFileSync(path.join(dist, 'index.html'), template);
  const old = writePage(dist, '/courses/qa', pageHtml(template, snapshot, options));
  mkdirSync(path.join(dist, 'other'));
  writeFileSync(path.join(dist, 'other', 'index.html'), '<p>not a prerendered page</p>');
  assert.equal(removePrerenderedPages(dist), 1);
  assert.equal(existsSync(old), false);
  assert.equal(existsSync(path.join(dist, 'index.html')), true);
  assert.equal(existsSync(path.join(dist, 'other', 'index.html')), true);
});

test('a page whose content carries an inline script is refused, naming the page; its JSON data is fine', () => {
  assert.doesNotThrow(() => pageHtml(template, snapshot, options));
  const injected = { ...snapshot, root: `${snapshot.root}<script>document.location="//evil.example"</script>` };
  assert.throws(
    () => pageHtml(template, injected, { ...options, pagePath: '/posts/hacked' }),
    /the prerendered page \/posts\/hacked: an inline <script> that is not one of/,
  );
  const module = { ...snapshot, root: `${snapshot.root}<script type="module">import("/x.js")</script>` };
  assert.throws(() => pageHtml(template, module, options), /\/privacy-policy: an inline <script>/);
});
