import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, login, messageOf, register, testApp } from './helpers.ts';

const app = await testApp();

async function latestToken(app: FastifyInstance, email: string): Promise<string> {
  const res = await client(app).get(`/dev/outbox?to=${encodeURIComponent(email)}&limit=1`);
  const link = res.json().data[0]?.link as string;
  return new URL(link).searchParams.get('token') ?? '';
}

test('forgot-password mails a single-use link that sets a new password and signs in', async () => {
  const user = await register(app);
  const res = await client(app).post('/auth/forgot-password', { email: user.email });
  assert.equal(res.statusCode, 200);
  const token = await latestToken(app, user.email);
  assert.ok(token.length > 20);
  const reset = await client(app).post('/auth/reset-password', { token, password: 'BrandNew123' });
  assert.equal(reset.statusCode, 200);
  assert.ok(reset.json().accessToken);
  // old sessions are revoked, the old password is gone, the link cannot be used twice
  assert.equal((await client(app).post('/auth/refresh', { refreshToken: user.refreshToken })).statusCode, 401);
  assert.equal(
    (await client(app).post('/auth/login', { email: user.email, password: 'Sup3rSecret!' })).statusCode,
    401,
  );
  await login(app, { email: user.email, password: 'BrandNew123' });
  const twice = await client(app).post('/auth/reset-password', { token, password: 'Another123' });
  assert.equal(twice.statusCode, 400);
  assert.match(messageOf(twice), /invalid or has expired/);
});

test('forgot-password for an unknown e-mail answers the same and sends nothing', async () => {
  const res = await client(app).post('/auth/forgot-password', { email: 'ghost@example.com' });
  assert.equal(res.statusCode, 200);
  const outbox = await client(app).get('/dev/outbox?to=ghost@example.com');
  assert.equal(outbox.json().data.length, 0);
});

test('resend-password spends the previous link and mails a new one', async () => {
  const user = await register(app);
  await client(app).post('/auth/forgot-password', { email: user.email });
  const first = await latestToken(app, user.email);
  const res = await client(app).post('/auth/resend-password', { email: user.email });
  assert.equal(res.statusCode, 200);
  const second = await latestToken(app, user.email);
  assert.notEqual(first, second);
  assert.equal(
    (await client(app).post('/auth/reset-password', { token: first, password: 'BrandNew123' })).statusCode,
    400,
  );
  assert.equal(
    (await client(app).post('/auth/reset-password', { token: second, password: 'BrandNew123' })).statusCode,
    200,
  );
});

test('an expired reset link is refused', async () => {
  const user = await register(app);
  await client(app).post('/auth/forgot-password', { email: user.email });
  const token = await latestToken(app, user.email);
  app.ctx.db.prepare('UPDATE password_tokens SET expires_at = 0').run();
  const res = await client(app).post('/auth/reset-password', { token, password: 'BrandNew123' });
  assert.equal(res.statusCode, 400);
});

test('PUT /auth/password changes the password and signs out the other sessions', async () => {
  const user = await register(app);
  const other = await login(app, {
    email: user.email,
    password: 'Sup3rSecret!',
  });
  const wrong = await client(app, user).put('/auth/password', {
    currentPassword: 'nope-nope',
    newPassword: 'Changed1234',
  });
  assert.equal(wrong.statusCode, 400);
  assert.match(messageOf(wrong), /current password/);
  const res = await client(app, user).put('/auth/password', {
    currentPassword: 'Sup3rSecret!',
    newPassword: 'Changed1234',
  });
  assert.equal(res.statusCode, 200);
  assert.equal((await client(app, user).get('/users/me')).statusCode, 200);
  assert.equal((await client(app, other).get('/users/me')).statusCode, 401);
  await login(app, { email: user.email, password: 'Changed1234' });
});

test('GET /dev/outbox lists mail newest first', async () => {
  const res = await client(app).get('/dev/outbox');
  assert.equal(res.statusCode, 200);
  const ids = (res.json().data as { id: number }[]).map((m) => m.id);
  assert.deepEqual(
    ids,
    [...ids].sort((a, b) => b - a),
  );
});
