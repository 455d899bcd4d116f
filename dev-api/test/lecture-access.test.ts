import assert from 'node:assert/strict';
import { test } from 'node:test';
import { syncQuizzes } from '../src/db/seed-quizzes.ts';
import { bearer, client, decodeJwt, login, messageOf, PRO, register, type Session, testApp } from './helpers.ts';

const app = await testApp();
// these courses complete on lectures alone, whatever quizzes the lesson files hold (quizzes.test.ts has them)
for (const slug of ['qa-fundamentals', 'test-design-techniques']) syncQuizzes(app.ctx.db, slug, []);

interface Course {
  lectures: { id: number; isFreePreview: boolean }[];
}
const lecturesOf = async (slug: string) => (await client(app).get(`/courses/${slug}`)).json<Course>().lectures;
const read = (slug: string, id: number, session?: Session) =>
  app.inject({ method: 'GET', url: `/courses/${slug}/lectures/${id}`, headers: session ? bearer(session) : {} });
const complete = (slug: string, id: number, session: Session) =>
  client(app, session).post(`/courses/${slug}/lectures/${id}/complete`);

// qa-fundamentals is the free first course of its path; test-design-techniques needs a paid plan
const [freePreview, freeCourseLecture] = await lecturesOf('qa-fundamentals');
const [paidPreview, paidLecture] = await lecturesOf('test-design-techniques');

test('a free-preview lecture is open to everyone, with its video and text', async () => {
  assert.equal(freePreview?.isFreePreview, true);
  for (const [slug, lecture] of [
    ['qa-fundamentals', freePreview],
    ['test-design-techniques', paidPreview],
  ] as const) {
    const res = await read(slug, lecture?.id ?? 0);
    assert.equal(res.statusCode, 200);
    assert.match(res.json<{ videoUrl: string }>().videoUrl, /\.webm$/);
  }
});

test('anonymous: a locked lecture is 403 with how to unlock, and no content', async () => {
  const free = await read('qa-fundamentals', freeCourseLecture?.id ?? 0);
  assert.equal(free.statusCode, 403);
  assert.match(messageOf(free), /Log in \(a free account is enough for free courses\)/);
  const paid = await read('test-design-techniques', paidLecture?.id ?? 0);
  assert.equal(paid.statusCode, 403);
  assert.match(messageOf(paid), /Choose a paid plan/);
  assert.deepEqual(Object.keys(paid.json()), ['message']);
});

test('a learner on the free plan watches and completes free courses; a paid course is 403 for both', async () => {
  const learner = await register(app);
  assert.equal((await read('qa-fundamentals', freeCourseLecture?.id ?? 0, learner)).statusCode, 200);
  assert.equal((await complete('qa-fundamentals', freeCourseLecture?.id ?? 0, learner)).statusCode, 200);
  const locked = await read('test-design-techniques', paidLecture?.id ?? 0, learner);
  assert.equal(locked.statusCode, 403);
  assert.equal(messageOf(locked), 'This lecture is part of a paid course. Choose a paid plan to unlock every lecture.');
  assert.equal((await complete('test-design-techniques', paidLecture?.id ?? 0, learner)).statusCode, 403);
});

test('a paid plan opens every lecture; buying one opens them at once', async () => {
  const pro = await login(app, PRO);
  assert.equal((await read('test-design-techniques', paidLecture?.id ?? 0, pro)).statusCode, 200);
  const learner = await register(app);
  const plans = (await client(app).get('/plans')).json<{
    data: { id: number; isFree: boolean }[];
  }>();
  const paid = plans.data.find((plan) => !plan.isFree);
  const bought = await client(app, learner).post('/checkout', { planId: paid?.id });
  assert.equal(bought.statusCode, 201, bought.body);
  assert.equal((await read('test-design-techniques', paidLecture?.id ?? 0, learner)).statusCode, 200);
});

test('a forged or ended token is 401 (the site refreshes), not a silent anonymous answer', async () => {
  const res = await read('qa-fundamentals', freePreview?.id ?? 0, { accessToken: 'not.a.token', refreshToken: '' });
  assert.equal(res.statusCode, 401);
});

test('completing the last lecture issues the certificate once; it is readable on the certificate route', async () => {
  const learner = await register(app);
  const lectures = await lecturesOf('qa-fundamentals');
  let last: { percent: number; certificateId: number | null } = { percent: 0, certificateId: null };
  for (const lecture of lectures) {
    last = (await complete('qa-fundamentals', lecture.id, learner)).json();
    if (last.percent < 100) assert.equal(last.certificateId, null);
  }
  assert.equal(last.percent, 100);
  assert.equal(typeof last.certificateId, 'number');
  const again = (await complete('qa-fundamentals', lectures[0]?.id ?? 0, learner)).json<{ certificateId: number }>();
  assert.equal(again.certificateId, last.certificateId);
  const userId = decodeJwt(learner.accessToken)['id'] as number;
  const certificate = await client(app).get(`/rating/${userId}/certificates/${last.certificateId}`);
  assert.equal(certificate.statusCode, 200);
  assert.equal(certificate.json<{ courseTitle: string }>().courseTitle, 'QA Fundamentals');
});

test('completing lectures earns rating points once each, the course 100 more, with a token that carries the score', async () => {
  const learner = await register(app);
  const scoreOf = (token: string) => (decodeJwt(token)['rating'] as { score: number; position: number | null }).score;
  assert.equal(scoreOf(learner.accessToken), 0);
  const lectures = await lecturesOf('qa-fundamentals');
  const answers: { pointsEarned: number; accessToken?: string; percent: number }[] = [];
  for (const lecture of lectures) answers.push((await complete('qa-fundamentals', lecture.id, learner)).json());
  assert.deepEqual(
    answers.map((a) => a.pointsEarned),
    lectures.map((_, i) => (i === lectures.length - 1 ? 110 : 10)),
  );
  const last = answers.at(-1);
  const expected = lectures.length * 10 + 100;
  assert.equal(scoreOf(last?.accessToken ?? ''), expected);
  assert.equal(typeof (decodeJwt(last?.accessToken ?? '')['rating'] as { position: unknown }).position, 'number');
  // the token is a session's own: it authenticates the next call
  const session = { ...learner, accessToken: last?.accessToken ?? '' };
  const again = (await complete('qa-fundamentals', lectures[0]?.id ?? 0, session)).json<{
    pointsEarned: number;
    accessToken?: string;
  }>();
  assert.equal(again.pointsEarned, 0);
  assert.equal(again.accessToken, undefined);
  const userId = decodeJwt(learner.accessToken)['id'] as number;
  const card = (await client(app).get(`/rating/${userId}`)).json<{ score: number }>();
  assert.equal(card.score, expected);
});
