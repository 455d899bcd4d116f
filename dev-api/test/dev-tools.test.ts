import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { modeFromEnv } from '../src/app.ts';
import { client, DEMO, login, messageOf, providerCode, testApp } from './helpers.ts';

const app = await testApp();
const social = (code: string, provider = 'google') => client(app).post('/auth/social', { provider, code });
const authorizeUrl = `/oauth/google/authorize?redirect_uri=${encodeURIComponent('http://localhost:3000/login')}`;
const devRoutes = [
  authorizeUrl,
  '/oauth/google/approve?redirect_uri=http://localhost/cb&account=demo-learner',
  '/dev/outbox',
];

test('a typed e-mail of an existing password account does not sign in (409), links nothing, and the password still works', async () => {
  for (const provider of ['google', 'facebook'] as const) {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await social(
        await providerCode(app, provider, { email: DEMO.email, name: 'Demo Learner' }),
        provider,
      );
      assert.equal(res.statusCode, 409);
      assert.match(messageOf(res), /already exists.*Log in with your e-mail and password/);
      assert.equal(res.json().accessToken, undefined);
    }
  }
  // also in another letter case, and for the other demo account
  const upper = await social(await providerCode(app, 'google', { email: 'PRO@qa-career.dev', name: 'Priya' }));
  assert.equal(upper.statusCode, 409);
  await login(app, DEMO);
});

test('the listed Demo Learner is the demo account at both providers; Nova Learner is a new user', async () => {
  for (const provider of ['google', 'facebook'] as const) {
    const res = await social(await providerCode(app, provider, { account: 'demo-learner' }), provider);
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().accessToken);
  }
  const nova = await social(await providerCode(app, 'google', { account: 'nova-learner' }));
  assert.equal(nova.json().email, 'new.learner@example.com');
  assert.ok(nova.json().createProfileToken);
});

test("the provider page's buttons name the account, not an e-mail to sign in with", async () => {
  const page = await client(app).get(authorizeUrl);
  assert.match(page.body, /name="account" value="demo-learner"/);
  assert.doesNotMatch(page.body, /name="email" value=/);
  // its form may only lead to the site the approval redirects to
  assert.match(page.headers['content-security-policy'] as string, /form-action 'self' http:\/\/localhost:3000;/);
});

test('outbox and stand-in provider refuse callers from other machines (403), by the socket address', async () => {
  for (const url of devRoutes) {
    const res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    assert.equal(res.statusCode, 403, url);
    assert.match(messageOf(res), /only callers on the machine/);
  }
  for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
    const res = await app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
    assert.equal(res.statusCode, 200, remoteAddress);
  }
});

test('in production mode the outbox and the stand-in provider do not exist; the rest of the API does', async () => {
  const production: FastifyInstance = await testApp({ mode: 'production' });
  for (const url of devRoutes) assert.equal((await client(production).get(url)).statusCode, 404, url);
  assert.equal((await client(production).get('/health')).statusCode, 200);
  await login(production, DEMO);
});

test('the CLI runs in production mode only when NODE_ENV=production', () => {
  assert.equal(modeFromEnv({ NODE_ENV: 'production' }), 'production');
  for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production']) {
    assert.equal(modeFromEnv(NODE_ENV === undefined ? {} : { NODE_ENV }), 'development', String(NODE_ENV));
  }
});
