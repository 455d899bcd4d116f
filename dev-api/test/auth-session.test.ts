import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SignJWT } from 'jose';
import { client, decodeJwt, DEMO, JWT_SECRET, login, messageOf, register, testApp } from './helpers.ts';

const app = await testApp();
const strictApp = await testApp({ refreshReuseGrace: 0 });

test('login returns a signed access token carrying the docs/behaviour.md current user', async () => {
  const session = await login(app);
  const claims = decodeJwt(session.accessToken);
  assert.equal(claims['fullName'], 'Demo Learner');
  assert.equal(typeof claims['id'], 'number');
  assert.deepEqual(Object.keys(claims['rating'] as object).sort(), ['position', 'score']);
  assert.equal(typeof claims['profilePhotoUrl'], 'string');
  assert.equal(claims['isQuestionnaireComplete'], false);
  assert.equal(claims['isSkipQuestionnaireReminder'], false);
  assert.equal((claims['exp'] as number) - (claims['iat'] as number), 15 * 60);
  // a split token: the 6-byte id of its row and a 32-byte secret, base64url
  assert.match(session.refreshToken, /^[\w-]{51}$/);
});

test('login with a wrong password is 401 with a message', async () => {
  const res = await client(app).post('/auth/login', { ...DEMO, password: 'not-the-password' });
  assert.equal(res.statusCode, 401);
  assert.equal(messageOf(res), 'Incorrect e-mail or password.');
});

test('login with an unknown e-mail is the same 401', async () => {
  const res = await client(app).post('/auth/login', { email: 'nobody@example.com', password: 'whatever1' });
  assert.equal(res.statusCode, 401);
  assert.equal(messageOf(res), 'Incorrect e-mail or password.');
});

test('register creates an account with a free subscription and a session', async () => {
  const session = await register(app, { country: 'de' });
  const id = decodeJwt(session.accessToken)['id'] as number;
  const user = await client(app, session).get(`/users/${id}`);
  assert.equal(user.statusCode, 200);
  assert.equal(user.json().users.country, 'DE');
  const sub = await client(app, session).get('/subscriptions');
  assert.equal(sub.json().plan.isFree, true);
});

test('register takes the country from the Location header when the body has none', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/register',
    headers: { location: 'Germany' },
    payload: {
      email: 'located@example.com',
      password: 'Sup3rSecret!',
      fullName: 'Located',
    },
  });
  assert.equal(res.statusCode, 201);
  const id = decodeJwt(res.json().accessToken)['id'];
  const user = await app.inject({
    method: 'GET',
    url: `/users/${id}`,
    headers: { authorization: `Bearer ${res.json().accessToken}` },
  });
  assert.equal(user.json().users.country, 'DE');
});

test('register with a duplicate e-mail (any case) is 409', async () => {
  const res = await client(app).post('/auth/register', {
    email: 'DEMO@qa-career.dev',
    password: 'Sup3rSecret!',
    fullName: 'Copycat',
  });
  assert.equal(res.statusCode, 409);
  assert.match(messageOf(res), /already exists/);
});

test('refresh rotates: a new pair is issued and the old refresh token is spent', async () => {
  const first = await login(app);
  const res = await client(app).post('/auth/refresh', { refreshToken: first.refreshToken });
  assert.equal(res.statusCode, 200);
  const second = res.json();
  assert.notEqual(second.refreshToken, first.refreshToken);
  assert.equal(decodeJwt(second.accessToken)['sid'], decodeJwt(first.accessToken)['sid']);
});

test('reusing a rotated refresh token after the grace window revokes the whole family', async () => {
  // Past the grace window for two tabs (see refresh-rotation.test.ts), a reuse is theft.
  const app = strictApp;
  const first = await login(app);
  const rotated = (await client(app).post('/auth/refresh', { refreshToken: first.refreshToken })).json();
  const reuse = await client(app).post('/auth/refresh', { refreshToken: first.refreshToken });
  assert.equal(reuse.statusCode, 401);
  assert.match(messageOf(reuse), /already used/);
  // the newest token of the family is dead too, and so is its access token
  const newest = await client(app).post('/auth/refresh', { refreshToken: rotated.refreshToken });
  assert.equal(newest.statusCode, 401);
  const id = decodeJwt(rotated.accessToken)['id'];
  const me = await client(app, rotated).get(`/users/${id}`);
  assert.equal(me.statusCode, 401);
});

test('an unknown refresh token is 401', async () => {
  const res = await client(app).post('/auth/refresh', { refreshToken: 'x'.repeat(43) });
  assert.equal(res.statusCode, 401);
  messageOf(res);
});

test('logout revokes the session: its refresh and access tokens stop working', async () => {
  const session = await login(app);
  const out = await client(app).post('/auth/logout', { token: session.accessToken });
  assert.equal(out.statusCode, 200);
  const refresh = await client(app).post('/auth/refresh', { refreshToken: session.refreshToken });
  assert.equal(refresh.statusCode, 401);
  const me = await client(app, session).get('/users/me');
  assert.equal(me.statusCode, 401);
});

test('logout with a forged token is 401', async () => {
  const res = await client(app).post('/auth/logout', { token: 'eyJhbGciOiJIUzI1NiJ9.e30.bad-signature' });
  assert.equal(res.statusCode, 401);
});

test('an expired access token is 401 with an "expired" message', async () => {
  const session = await login(app);
  const claims = decodeJwt(session.accessToken);
  const past = Math.floor(Date.now() / 1000) - 3600;
  const expired = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(past - 900)
    .setExpirationTime(past)
    .sign(new TextEncoder().encode(JWT_SECRET));
  const res = await app.inject({
    method: 'GET',
    url: `/users/${String(claims['id'])}`,
    headers: { authorization: `Bearer ${expired}` },
  });
  assert.equal(res.statusCode, 401);
  assert.match(messageOf(res), /expired/);
});

test('a missing or malformed Authorization header is 401', async () => {
  for (const headers of [
    {},
    { authorization: 'Bearer' },
    { authorization: 'Basic abc' },
    { authorization: 'Bearer not.a.jwt' },
  ]) {
    const res = await app.inject({ method: 'GET', url: '/users/1', headers });
    assert.equal(res.statusCode, 401, JSON.stringify(headers));
    messageOf(res);
  }
});

test('a token signed with another secret is 401', async () => {
  const forged = await new SignJWT({ id: 1, sid: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('qa-dev-api')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode('some-other-secret-of-enough-length'));
  const res = await app.inject({
    method: 'GET',
    url: '/users/1',
    headers: { authorization: `Bearer ${forged}` },
  });
  assert.equal(res.statusCode, 401);
});

test('ACCESS_TOKEN_TTL is honoured', async () => {
  const shortApp = await testApp({ accessTokenTtl: 60 });
  const claims = decodeJwt((await login(shortApp)).accessToken);
  assert.equal((claims['exp'] as number) - (claims['iat'] as number), 60);
});
