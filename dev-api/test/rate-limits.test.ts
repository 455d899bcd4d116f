import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO, messageOf, PRO, testApp } from './helpers.ts';

const post = (url: string, payload: object, remoteAddress = '127.0.0.1'): InjectOptions => ({
  method: 'POST',
  url,
  payload,
  remoteAddress,
});

/** Sends `request` until it is refused; returns how many went through first and the refusal. */
async function untilLimited(app: FastifyInstance, request: () => InjectOptions, most = 50) {
  for (let passed = 0; passed < most; passed += 1) {
    const res = await app.inject(request());
    if (res.statusCode === 429) return { passed, res };
  }
  throw new Error(`no 429 after ${most} requests`);
}

function assertRefusal(res: Awaited<ReturnType<typeof untilLimited>>['res'], windowSeconds: number) {
  assert.equal(res.statusCode, 429);
  assert.match(messageOf(res), /^Too many attempts\. Try again in \d+ (seconds?|minutes?)\.$/);
  const retryAfter = Number(res.headers['retry-after']);
  assert.ok(retryAfter >= 1 && retryAfter <= windowSeconds, `Retry-After ${String(res.headers['retry-after'])}`);
}

test('login: per IP, the (max + 1)th attempt in the window is 429 with Retry-After, whatever the e-mail', async () => {
  // Under a minute, so the wait is said in seconds however fast the attempts come.
  const app = await testApp({ rateLimits: { windowSeconds: 30, perIp: 5, perEmail: 100 } });
  let n = 0;
  const { passed, res } = await untilLimited(app, () =>
    post('/auth/login', { email: `guess${(n += 1)}@example.com`, password: 'Wrong-1234' }, '203.0.113.7'),
  );
  assert.equal(passed, 5);
  assertRefusal(res, 30);
  assert.equal(messageOf(res), `Too many attempts. Try again in ${String(res.headers['retry-after'])} seconds.`);
  // another machine is not affected
  assert.equal((await app.inject(post('/auth/login', DEMO, '203.0.113.8'))).statusCode, 200);
});

test('login: wrong passwords on one e-mail from one IP are 429 after the per-e-mail limit (any letter case)', async () => {
  const app = await testApp({ rateLimits: { windowSeconds: 900, perIp: 100, perEmail: 3 } });
  let n = 0;
  const { passed, res } = await untilLimited(app, () =>
    post(
      '/auth/login',
      { email: (n += 1) % 2 ? 'Demo@QA-career.dev' : DEMO.email, password: 'Wrong-1234' },
      '198.51.100.7',
    ),
  );
  assert.equal(passed, 3);
  assertRefusal(res, 900);
  assert.match(messageOf(res), /Try again in 15 minutes\./);
  // the right password from that machine is refused too until the window ends: the limit is on attempts
  assert.equal((await app.inject(post('/auth/login', DEMO, '198.51.100.7'))).statusCode, 429);
  // another account from the same machine still signs in (only the looser per-IP limit is shared)
  assert.equal((await app.inject(post('/auth/login', PRO, '198.51.100.7'))).statusCode, 200);
});

test("login: a stranger's wrong passwords on an e-mail do not lock its owner out on another machine", async () => {
  const app = await testApp({ rateLimits: { windowSeconds: 900, perIp: 100, perEmail: 3 } });
  const stranger = await untilLimited(app, () =>
    post('/auth/login', { email: DEMO.email, password: 'Wrong-1234' }, '203.0.113.66'),
  );
  assert.equal(stranger.passed, 3);
  assert.equal((await app.inject(post('/auth/login', DEMO, '198.51.100.20'))).statusCode, 200);
  // wrong guesses spread over many machines do not lock the owner out either
  for (let ip = 1; ip <= 12; ip += 1)
    await app.inject(post('/auth/login', { email: DEMO.email, password: 'Wrong-1234' }, `192.0.2.${ip}`));
  assert.equal((await app.inject(post('/auth/login', DEMO, '198.51.100.20'))).statusCode, 200);
});

test('register, forgot/resend password (one count), reset and refresh are limited too', async () => {
  const app = await testApp({ rateLimits: { windowSeconds: 60, perIp: 4, perEmail: 2, refreshPerIp: 4 } });
  let n = 0;
  const register = () =>
    post('/auth/register', { email: `r${(n += 1)}@example.com`, password: 'Sup3rSecret!', fullName: 'R' });
  assert.equal((await untilLimited(app, register)).passed, 4);

  let turn = 0;
  const mail = () =>
    post(`/auth/${(turn += 1) % 2 ? 'forgot' : 'resend'}-password`, { email: 'pro@qa-career.dev' }, '192.0.2.1');
  const mailed = await untilLimited(app, mail);
  assert.equal(mailed.passed, 2); // per e-mail, across both routes
  assertRefusal(mailed.res, 60);

  const reset = () =>
    post('/auth/reset-password', { token: 'no-such-token-0123456789', password: 'Secret123!' }, '192.0.2.2');
  assert.equal((await untilLimited(app, reset)).passed, 4);
  const refresh = () => post('/auth/refresh', { refreshToken: 'no-such-token-0123456789' }, '192.0.2.3');
  const refreshed = await untilLimited(app, () => ({ ...refresh(), headers: { origin: 'http://localhost:3000' } }));
  assert.equal(refreshed.passed, 4);
  assertRefusal(refreshed.res, 60);
  // the site, another origin, can read the message and the wait
  assert.equal(refreshed.res.headers['access-control-allow-origin'], 'http://localhost:3000');
  assert.match(String(refreshed.res.headers['access-control-expose-headers']), /Retry-After/);
});

test('without settings the documented defaults apply: 10 attempts per e-mail and IP in 15 minutes', async () => {
  const app = await testApp({ rateLimits: {} });
  const { passed, res } = await untilLimited(app, () =>
    post('/auth/login', { email: DEMO.email, password: 'Wrong-1234' }, '198.51.100.1'),
  );
  assert.equal(passed, 10);
  assert.match(messageOf(res), /Try again in 15 minutes\./);
});

/** How many of `count` refreshes from one IP went through before the first 429 (all: `count`). */
async function refreshesAllowed(app: FastifyInstance, count: number): Promise<number> {
  for (let sent = 0; sent < count; sent += 1) {
    const res = await app.inject(post('/auth/refresh', { refreshToken: 'no-such-token-0123456789' }, '192.0.2.9'));
    if (res.statusCode === 429) return sent;
  }
  return count;
}

test('refresh: in production mode the default is 100 per IP in 15 minutes', async () => {
  const app = await testApp({ mode: 'production', rateLimits: {} });
  assert.equal(await refreshesAllowed(app, 150), 100);
});

test('refresh: in development mode (dev:all) a developer reloading is not limited at 100 per IP', async () => {
  const app = await testApp({ mode: 'development', rateLimits: {} });
  assert.equal(await refreshesAllowed(app, 150), 150);
});
