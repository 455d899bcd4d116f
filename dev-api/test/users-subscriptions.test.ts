import assert from 'node:assert/strict';
import { test } from 'node:test';
import { bearer, decodeJwt, login, messageOf, PRO, register, testApp } from './helpers.ts';

const app = await testApp();
const demo = await login(app);
const demoId = decodeJwt(demo.accessToken)['id'] as number;

test('GET /users/:id answers {users: {id, country, email, isQuestionnaireComplete}}', async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/users/${demoId}`,
    headers: bearer(demo),
  });
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
  assert.equal(
    (
      await app.inject({
        method: 'GET',
        url: `/users/${demoId + 1}`,
        headers: bearer(demo),
      })
    ).statusCode,
    403,
  );
  const missing = await app.inject({
    method: 'GET',
    url: '/users/999999',
    headers: bearer(demo),
  });
  assert.equal(missing.statusCode, 404);
  messageOf(missing);
});

test('GET /users/me returns the full profile', async () => {
  const res = await app.inject({
    method: 'GET',
    url: '/users/me',
    headers: bearer(demo),
  });
  assert.equal(res.json().users.fullName, 'Demo Learner');
  assert.equal(res.json().users.hasPassword, true);
});

test('PATCH /users/me updates the profile and returns a fresh access token', async () => {
  const session = await register(app);
  const res = await app.inject({
    method: 'PATCH',
    url: '/users/me',
    headers: bearer(session),
    payload: { fullName: 'Renamed Learner', country: 'pl' },
  });
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
  const refreshed = await app.inject({
    method: 'POST',
    url: '/auth/refresh',
    payload: { refreshToken: session.refreshToken },
  });
  assert.equal(decodeJwt(refreshed.json().accessToken)['isSkipQuestionnaireReminder'], true);
});

test('GET /subscriptions returns the current subscription with plan {id, isFree, name, period, price}', async () => {
  const pro = await login(app, PRO);
  const res = await app.inject({
    method: 'GET',
    url: '/subscriptions',
    headers: bearer(pro),
  });
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
  assert.equal((await app.inject({ method: 'GET', url: '/subscriptions' })).statusCode, 401);
});

test('GET /plans lists the plans, one of them free; GET /plans/:id finds one or 404s', async () => {
  const res = await app.inject({ method: 'GET', url: '/plans' });
  const plans = res.json().data as { id: number; isFree: boolean }[];
  assert.ok(plans.length >= 3);
  assert.equal(plans.filter((p) => p.isFree).length, 1);
  assert.equal((await app.inject({ method: 'GET', url: `/plans/${plans[1]?.id}` })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/plans/9999' })).statusCode, 404);
});

test('POST /checkout replaces the current subscription; the same plan twice is 400; unknown plan 404', async () => {
  const session = await register(app);
  const plans = (await app.inject({ method: 'GET', url: '/plans' })).json().data as { id: number; slug: string }[];
  const annual = plans.find((p) => p.slug === 'annual');
  const res = await app.inject({
    method: 'POST',
    url: '/checkout',
    headers: bearer(session),
    payload: { planId: annual?.id },
  });
  assert.equal(res.statusCode, 201);
  assert.equal(res.json().plan.name, 'Annual');
  assert.ok(res.json().expiresAt);
  const current = await app.inject({
    method: 'GET',
    url: '/subscriptions',
    headers: bearer(session),
  });
  assert.equal(current.json().plan.name, 'Annual');
  const again = await app.inject({
    method: 'POST',
    url: '/checkout',
    headers: bearer(session),
    payload: { planId: annual?.id },
  });
  assert.equal(again.statusCode, 400);
  const unknown = await app.inject({
    method: 'POST',
    url: '/checkout',
    headers: bearer(session),
    payload: { planId: 9999 },
  });
  assert.equal(unknown.statusCode, 404);
});
