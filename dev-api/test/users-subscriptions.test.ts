import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, client, decodeJwt, login, messageOf, PRO, register, testApp } from './helpers.ts';

const app = await testApp();
const demo = await login(app);
const demoId = decodeJwt(demo.accessToken)['id'] as number;

test('GET /users/:id answers {users: {id, country, email, isQuestionnaireComplete}}', async () => {
  const res = await client(app, demo).get(`/users/${demoId}`);
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), {
    users: {
      id: demoId,
      country: 'US',
      email: 'demo@qa-career.dev',
      isQuestionnaireComplete: false,
    },
  });
});

test('GET /users/:id of someone else is 403, of nobody 404', async () => {
  assert.equal((await client(app, demo).get(`/users/${demoId + 1}`)).statusCode, 403);
  const missing = await client(app, demo).get('/users/999999');
  assert.equal(missing.statusCode, 404);
  messageOf(missing);
});

test('GET /users/me returns the full profile', async () => {
  const res = await client(app, demo).get('/users/me');
  assert.equal(res.json().users.fullName, 'Demo Learner');
  assert.equal(res.json().users.hasPassword, true);
});

test('PATCH /users/me updates the profile and returns a fresh access token', async () => {
  const session = await register(app);
  const res = await client(app, session).patch('/users/me', { fullName: 'Renamed Learner', country: 'pl' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().users.fullName, 'Renamed Learner');
  assert.equal(res.json().users.country, 'PL');
  assert.equal(decodeJwt(res.json().accessToken)['fullName'], 'Renamed Learner');
});

test('PUT /users/questionnaireSkip sets the skip flag (with or without a JSON content type)', async () => {
  const session = await register(app);
  const res = await app.inject({
    method: 'PUT',
    url: '/users/questionnaireSkip',
    headers: { ...bearer(session), 'content-type': 'application/json' },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().isSkipQuestionnaireReminder, true);
  assert.equal(decodeJwt(res.json().accessToken)['isSkipQuestionnaireReminder'], true);
  const refreshed = await client(app).post('/auth/refresh', { refreshToken: session.refreshToken });
  assert.equal(decodeJwt(refreshed.json().accessToken)['isSkipQuestionnaireReminder'], true);
});

test('GET /subscriptions returns the current subscription with plan {id, isFree, name, period, price}', async () => {
  const pro = await login(app, PRO);
  const res = await client(app, pro).get('/subscriptions');
  assert.equal(res.statusCode, 200);
  const { plan } = res.json();
  assert.deepEqual(
    {
      isFree: plan.isFree,
      name: plan.name,
      period: plan.period,
      price: plan.price,
    },
    { isFree: false, name: 'Six months', period: 'six-months', price: 149 },
  );
  assert.equal(typeof plan.id, 'number');
  assert.equal(res.json().status, 'active');
});

test('GET /subscriptions without a token is 401', async () => {
  assert.equal((await client(app).get('/subscriptions')).statusCode, 401);
});

test('GET /plans lists the plans, one of them free; GET /plans/:id finds one or 404s', async () => {
  const res = await client(app).get('/plans');
  const plans = res.json().data as { id: number; isFree: boolean }[];
  assert.ok(plans.length >= 3);
  assert.equal(plans.filter((p) => p.isFree).length, 1);
  assert.equal((await client(app).get(`/plans/${plans[1]?.id}`)).statusCode, 200);
  assert.equal((await client(app).get('/plans/9999')).statusCode, 404);
});

test('POST /checkout replaces the current subscription; the same plan twice is 400; unknown plan 404', async () => {
  const session = await register(app);
  const plans = (await client(app).get('/plans')).json().data as { id: number; slug: string }[];
  const annual = plans.find((p) => p.slug === 'annual');
  const res = await client(app, session).post('/checkout', { planId: annual?.id });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().plan.name, 'Annual');
  assert.ok(res.json().expiresAt);
  const current = await client(app, session).get('/subscriptions');
  assert.equal(current.json().plan.name, 'Annual');
  const again = await client(app, session).post('/checkout', { planId: annual?.id });
  assert.equal(again.statusCode, 400);
  const unknown = await client(app, session).post('/checkout', { planId: 9999 });
  assert.equal(unknown.statusCode, 404);
});
