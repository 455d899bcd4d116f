import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, DEMO, messageOf, testApp } from './helpers.ts';

const app = await testApp();
const rawPost = (url: string, payload: string) =>
  app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload });
const POISON = 'The request body may not contain "__proto__" or "constructor.prototype" keys.';

test('a JSON body with a __proto__ key is 400, on every route (also ones that read no body)', async () => {
  for (const url of ['/collect', '/auth/login']) {
    const res = await rawPost(url, `{"email":"${DEMO.email}","password":"x","__proto__":{"isAdmin":true}}`);
    assert.equal(res.statusCode, 400, url);
    assert.equal(messageOf(res), POISON);
  }
  const nested = await rawPost('/collect', '{"event":{"data":{"\\u005f_proto__":{"polluted":1}}}}');
  assert.equal(nested.statusCode, 400);
  assert.equal(({} as Record<string, unknown>)['polluted'], undefined);
});

test('a JSON body with constructor.prototype is 400; plain JSON and broken JSON keep their answers', async () => {
  const res = await rawPost('/collect', '{"constructor":{"prototype":{"polluted":1}}}');
  assert.equal(res.statusCode, 400);
  assert.equal(messageOf(res), POISON);
  assert.equal((await rawPost('/collect', '{"constructor":"a name","proto":1}')).statusCode, 204);
  const broken = await rawPost('/collect', '{"__proto__":');
  assert.equal(messageOf(broken), 'The request body is not valid JSON.');
});

const preflight = (origin: string) =>
  app.inject({
    method: 'OPTIONS',
    url: '/auth/login',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });

test('a CORS preflight from a foreign origin is 403 "Origin not allowed."; local origins pass', async () => {
  for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example:3000']) {
    const res = await preflight(origin);
    assert.equal(res.statusCode, 403, origin);
    assert.equal(messageOf(res), 'Origin not allowed.');
    assert.equal(res.headers['access-control-allow-origin'], undefined);
  }
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:8080']) {
    const res = await preflight(origin);
    assert.equal(res.statusCode, 204, origin);
    assert.equal(res.headers['access-control-allow-origin'], origin);
  }
});

test('security headers on every answer (helmet): nosniff, no framing, a closed CSP, no referrer, no HSTS', async () => {
  for (const url of ['/health', '/no-such-route', '/plans']) {
    const res = await client(app).get(url);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN', url);
    assert.match(res.headers['content-security-policy'] as string, /default-src 'none'.*frame-ancestors 'none'/, url);
    assert.equal(res.headers['referrer-policy'], 'no-referrer', url);
    assert.equal(res.headers['strict-transport-security'], undefined, url);
  }
});

test("media, the chat widget and the tag-manager stand-in may be loaded by the site's other origin", async () => {
  for (const url of [
    '/media/covers/course-qa-fundamentals.svg',
    '/media/avatars/demo-learner.svg',
    '/media/video/sample-lecture.webm',
    '/media/video/sample-lecture.vtt',
    '/chat-widget.js',
    '/gtm.js?id=GTM-TEST',
  ]) {
    const res = await app.inject({ method: 'GET', url, headers: { origin: 'http://localhost:3000' } });
    assert.equal(res.statusCode, 200, url);
    assert.equal(res.headers['cross-origin-resource-policy'], 'cross-origin', url);
    assert.equal(res.headers['cross-origin-embedder-policy'], undefined, url);
  }
});
