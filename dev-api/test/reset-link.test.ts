import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, messageOf, register, testApp } from './helpers.ts';

async function mailedLink(app: FastifyInstance): Promise<string> {
  const user = await register(app);
  await client(app).post('/auth/forgot-password', { email: user.email });
  const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(user.email)}&limit=1`);
  return res.json().data[0].link as string;
}

const check = (app: FastifyInstance, token: string) => client(app).post('/auth/reset-password/check', { token });

test('reset mails link to the configured public site address, by default http://localhost:3000', async () => {
  const byDefault = await testApp();
  assert.match(await mailedLink(byDefault), /^http:\/\/localhost:3000\/reset-password\?token=[\w-]{20,}$/);
  const configured = await testApp({ appUrl: 'https://learn.qa-career.example/' });
  assert.match(await mailedLink(configured), /^https:\/\/learn\.qa-career\.example\/reset-password\?token=/);
});

test('a reset link can be checked before use: usable, then spent once used', async () => {
  const app = await testApp();
  const token = new URL(await mailedLink(app)).searchParams.get('token') ?? '';
  const fresh = await check(app, token);
  assert.equal(fresh.statusCode, 200);
  assert.ok(fresh.json().expiresAt > Date.now() / 1000);
  const reset = await client(app).post('/auth/reset-password', { token, password: 'BrandNew123' });
  assert.equal(reset.statusCode, 200);
  const spent = await check(app, token);
  assert.equal(spent.statusCode, 400);
  assert.match(messageOf(spent), /invalid or has expired/);
});

test('a malformed or unknown token gets the same readable answer, not a schema message', async () => {
  const app = await testApp();
  for (const token of ['short', 'not-a-real-token-0123456789', '']) {
    const res = await check(app, token);
    assert.equal(res.statusCode, 400);
    assert.equal(messageOf(res), 'This password link is invalid or has expired. Please ask for a new one.');
  }
});
