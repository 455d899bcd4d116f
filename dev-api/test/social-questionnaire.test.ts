import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { client, decodeJwt, messageOf, register, testApp } from './helpers.ts';

const app = await testApp();
const REDIRECT = 'http://localhost:3003/registration?from=social';

/** Approves at the stand-in provider: a typed e-mail and name, or `account:<id>` of a listed account. */
async function codeFor(app: FastifyInstance, provider: string, email: string, name = ''): Promise<string> {
  const who: Record<string, string> = email.startsWith('account:') ? { account: email.slice(8) } : { email, name };
  const qs = new URLSearchParams({ redirect_uri: REDIRECT, state: 'xyz', ...who });
  const res = await client(app).get(`/oauth/${provider}/approve?${qs}`);
  assert.equal(res.statusCode, 302);
  const target = new URL(res.headers.location as string);
  assert.equal(target.origin + target.pathname, 'http://localhost:3003/registration');
  assert.equal(target.searchParams.get('state'), 'xyz');
  assert.equal(target.searchParams.get('provider'), provider);
  return target.searchParams.get('code') ?? '';
}

test('the stand-in provider page lists accounts and a form, and escapes its input', async () => {
  const res = await client(app).get(
    `/oauth/google/authorize?redirect_uri=${encodeURIComponent(REDIRECT)}&state=%22%3E%3Cscript%3E`,
  );
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /text\/html/);
  assert.match(res.body, /Sign in with Google/);
  assert.match(res.body, /demo@qa-career.dev/);
  assert.doesNotMatch(res.body, /"><script>/);
});

test('the provider refuses a redirect_uri outside localhost', async () => {
  const res = await client(app).get(
    `/oauth/facebook/authorize?redirect_uri=${encodeURIComponent('https://evil.example/cb')}`,
  );
  assert.equal(res.statusCode, 400);
  messageOf(res);
});

test("social sign-in with the demo account's own provider identity returns its session", async () => {
  const code = await codeFor(app, 'google', 'account:demo-learner');
  const res = await client(app).post('/auth/social', { provider: 'google', code });
  assert.equal(res.statusCode, 200);
  assert.equal(decodeJwt(res.json().accessToken)['fullName'], 'Demo Learner');
  const reuse = await client(app).post('/auth/social', { provider: 'google', code });
  assert.equal(reuse.statusCode, 400);
});

test('a new social user gets a createProfileToken, then create-profile makes the account', async () => {
  const code = await codeFor(app, 'facebook', 'fresh.face@example.com', 'Fresh Face');
  const res = await client(app).post('/auth/social', { provider: 'facebook', code });
  assert.equal(res.statusCode, 200);
  const { createProfileToken, email } = res.json();
  assert.equal(email, 'fresh.face@example.com');
  const created = await client(app).post('/auth/create-profile', {
    createProfileToken,
    fullName: 'Fresh Face',
    country: 'CA',
  });
  assert.equal(created.statusCode, 201);
  assert.equal(decodeJwt(created.json().accessToken)['fullName'], 'Fresh Face');
  const again = await client(app).post('/auth/create-profile', { createProfileToken, fullName: 'Fresh Face' });
  assert.equal(again.statusCode, 400);
  // next time the same account signs straight in
  const next = await client(app).post('/auth/social', {
    provider: 'facebook',
    code: await codeFor(app, 'facebook', 'fresh.face@example.com', 'Fresh Face'),
  });
  assert.ok(next.json().accessToken);
});

test('a code from one provider does not work for the other', async () => {
  const code = await codeFor(app, 'google', 'someone@example.com', 'Some One');
  const res = await client(app).post('/auth/social', { provider: 'facebook', code });
  assert.equal(res.statusCode, 400);
});

test('the questionnaire: questions, incomplete answers refused, complete answers give a fresh session', async () => {
  const session = await register(app);
  const questions = (await client(app, session).get('/questionnaire/questions')).json().data as {
    id: number;
    kind: string;
    options: { id: string }[];
  }[];
  assert.ok(questions.length >= 4);
  const answers = questions.map((q) =>
    q.kind === 'text'
      ? { questionId: q.id, text: 'Looking forward' }
      : { questionId: q.id, optionIds: [q.options[0]?.id] },
  );
  const partial = await client(app, session).post('/questionnaire/answers', { answers: answers.slice(1) });
  assert.equal(partial.statusCode, 400);
  assert.match(messageOf(partial), /Please answer/);
  const badOption = await client(app, session).post('/questionnaire/answers', {
    answers: [{ questionId: questions[0]?.id, optionIds: ['nope'] }, ...answers.slice(1)],
  });
  assert.equal(badOption.statusCode, 400);
  const res = await client(app, session).post('/questionnaire/answers', { answers });
  assert.equal(res.statusCode, 201);
  assert.equal(decodeJwt(res.json().accessToken)['isQuestionnaireComplete'], true);
  // the pre-questionnaire session is replaced
  assert.equal((await client(app).post('/auth/refresh', { refreshToken: session.refreshToken })).statusCode, 401);
  const id = decodeJwt(res.json().accessToken)['id'];
  const user = await client(app, res.json()).get(`/users/${id}`);
  assert.equal(user.json().users.isQuestionnaireComplete, true);
});
