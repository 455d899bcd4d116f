import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DEMO, login, messageOf, PRO, testApp } from './helpers.ts';

const change = (app: FastifyInstance, accessToken: string, currentPassword: string, newPassword = 'N3w-Secret!') =>
  app.inject({
    method: 'PUT',
    url: '/auth/password',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { currentPassword, newPassword },
  });

test('password change: after 5 wrong current passwords in 15 minutes it is 429 with Retry-After, the right one too', async () => {
  const app = await testApp({ rateLimits: { perIp: 1_000_000, perEmail: 1_000_000 } });
  const { accessToken } = await login(app, DEMO);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const res = await change(app, accessToken, `Wrong-guess-${attempt}`);
    assert.equal(res.statusCode, 400, `attempt ${attempt}`);
  }
  const refused = await change(app, accessToken, 'Wrong-guess-6');
  assert.equal(refused.statusCode, 429);
  assert.equal(messageOf(refused), 'Too many attempts. Try again in 15 minutes.');
  const retryAfter = Number(refused.headers['retry-after']);
  assert.ok(retryAfter > 14 * 60 && retryAfter <= 15 * 60, `Retry-After ${String(refused.headers['retry-after'])}`);
  assert.equal((await change(app, accessToken, DEMO.password)).statusCode, 429);
  await login(app, DEMO); // the password was not changed
});

test('password change: the count is per user, and a right current password does not spend an attempt', async () => {
  const app = await testApp({ rateLimits: { perIp: 1_000_000, perEmail: 1_000_000, perUser: 2 } });
  const demo = (await login(app, DEMO)).accessToken;
  const pro = (await login(app, PRO)).accessToken;
  for (const current of [DEMO.password, 'N3w-Secret!', DEMO.password])
    assert.equal(
      (await change(app, demo, current, current === DEMO.password ? 'N3w-Secret!' : DEMO.password)).statusCode,
      200,
    );
  for (let attempt = 0; attempt < 2; attempt += 1)
    assert.equal((await change(app, pro, 'Wrong-guess')).statusCode, 400);
  assert.equal((await change(app, pro, 'Wrong-guess')).statusCode, 429);
  assert.equal((await change(app, demo, 'Wrong-guess')).statusCode, 400);
  assert.equal((await change(app, demo, 'N3w-Secret!', DEMO.password)).statusCode, 200);
});
