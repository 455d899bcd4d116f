import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHOOSE_PLAN_FOR_QUIZ } from '../src/features/courses/access.ts';
import { JUST_SUBMITTED } from '../src/features/courses/quiz-routes.ts';
import { bearer, client, decodeJwt, messageOf, register, type Session, testApp } from './helpers.ts';
import { answersFor, FIXTURE_QUIZZES, keyOf, letTimePass, putFixtureQuizzes } from './quiz-fixture.ts';

const app = await testApp();
const [firstQuiz = 0, secondQuiz = 0] = putFixtureQuizzes(app);
const [paidQuiz = 0] = putFixtureQuizzes(app, 'test-design-techniques', FIXTURE_QUIZZES.slice(0, 1));

const url = (quizId: number, slug = 'qa-fundamentals') => `/courses/${slug}/quizzes/${quizId}`;
const read = (quizId: number, session?: Session, slug?: string) =>
  app.inject({ method: 'GET', url: url(quizId, slug), headers: session ? bearer(session) : {} });
const submit = (quizId: number, session: Session | undefined, answers: unknown, slug?: string) =>
  app.inject({
    method: 'POST',
    url: `${url(quizId, slug)}/attempts`,
    headers: session ? bearer(session) : {},
    payload: { answers },
  });
const userIdOf = (session: Session) => decodeJwt(session.accessToken)['id'] as number;
const attemptsOf = (session: Session) =>
  (
    app.ctx.db.prepare('SELECT COUNT(*) AS n FROM quiz_attempts WHERE user_id = ?').get(userIdOf(session)) as {
      n: number;
    }
  ).n;
const course = (await client(app).get('/courses/qa-fundamentals')).json<{
  id: number;
  lectures: { id: number }[];
}>();
const { lectures } = course;
const completeLecture = (id: number, session: Session) =>
  client(app, session).post(`/courses/qa-fundamentals/lectures/${id}/complete`);

interface Attempt {
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  durationSeconds: number | null;
  results: {
    questionId: number;
    chosenOptionIds: number[];
    correctOptionIds: number[];
    correct: boolean;
    explanation: string;
  }[];
}
interface Submitted {
  attempt: Attempt;
  percent: number;
  passedQuizIds: number[];
  certificateId: number | null;
  pointsEarned: number;
  accessToken?: string;
}

test('a quiz is sent with its questions and options, and no answer key or explanation', async () => {
  const learner = await register(app);
  const res = await read(firstQuiz, learner);
  assert.equal(res.statusCode, 200);
  const quiz = res.json();
  assert.deepEqual(
    [quiz.title, quiz.courseSlug, quiz.section, quiz.sectionIndex, quiz.passPercent, quiz.lastAttempt],
    ['Getting started: check yourself', 'qa-fundamentals', 'Getting started', 0, 70, null],
  );
  assert.deepEqual(Object.keys(quiz.questions[0]).sort(), ['id', 'kind', 'options', 'prompt']);
  assert.deepEqual(Object.keys(quiz.questions[0].options[0]).sort(), ['id', 'text']);
  assert.deepEqual(
    quiz.questions.map((q: { kind: string }) => q.kind),
    ['single', 'multiple', 'single', 'single'],
  );
  assert.ok(!/correct|explanation|information about the quality/i.test(res.body), res.body);
});

test('all answers right: scored on the server, passed, with the key and explanations', async () => {
  const learner = await register(app);
  const res = await submit(firstQuiz, learner, answersFor(app, firstQuiz));
  assert.equal(res.statusCode, 201, res.body);
  const { attempt, passedQuizIds } = res.json<Submitted>();
  assert.deepEqual([attempt.score, attempt.total, attempt.percent, attempt.passed], [4, 4, 100, true]);
  assert.ok(attempt.results.every((r) => r.correct && r.explanation.length > 0));
  assert.deepEqual(
    attempt.results.map((r) => r.correctOptionIds),
    keyOf(app, firstQuiz).map((q) => q.correct),
  );
  assert.deepEqual(passedQuizIds, [firstQuiz]);
});

test('one wrong answer of four still passes (75 %); two wrong fail (50 %)', async () => {
  const key = keyOf(app, firstQuiz);
  const learner = await register(app);
  const one = (
    await submit(firstQuiz, learner, answersFor(app, firstQuiz, { 0: key[0]?.wrong.slice(0, 1) ?? [] }))
  ).json<Submitted>();
  assert.deepEqual([one.attempt.score, one.attempt.percent, one.attempt.passed], [3, 75, true]);
  assert.deepEqual(one.attempt.results[0]?.correctOptionIds, key[0]?.correct);
  assert.equal(one.attempt.results[0]?.correct, false);
  const other = await register(app);
  const wrong = { 0: key[0]?.wrong.slice(0, 1) ?? [], 3: key[3]?.wrong ?? [] };
  const two = (await submit(firstQuiz, other, answersFor(app, firstQuiz, wrong))).json<Submitted>();
  assert.deepEqual([two.attempt.score, two.attempt.percent, two.attempt.passed], [2, 50, false]);
  assert.deepEqual(two.passedQuizIds, []);
});

test('a multiple-choice question partly right is wrong', async () => {
  const key = keyOf(app, firstQuiz);
  const learner = await register(app);
  const partial = { 1: key[1]?.correct.slice(0, 1) ?? [] };
  const { attempt } = (await submit(firstQuiz, learner, answersFor(app, firstQuiz, partial))).json<Submitted>();
  assert.equal(attempt.results[1]?.correct, false);
  assert.deepEqual(attempt.results[1]?.chosenOptionIds, key[1]?.correct.slice(0, 1));
  const extra = { 1: [...(key[1]?.correct ?? []), ...(key[1]?.wrong.slice(0, 1) ?? [])] };
  letTimePass(app, userIdOf(learner));
  const more = (await submit(firstQuiz, learner, answersFor(app, firstQuiz, extra))).json<Submitted>();
  assert.equal(more.attempt.results[1]?.correct, false);
});

test('after submitting, the quiz carries the learner’s last attempt with its key; not another learner’s', async () => {
  const learner = await register(app);
  await submit(firstQuiz, learner, answersFor(app, firstQuiz));
  const quiz = (await read(firstQuiz, learner)).json<{ lastAttempt: Attempt }>();
  assert.equal(quiz.lastAttempt.score, 4);
  assert.match(quiz.lastAttempt.results[0]?.explanation ?? '', /information about the quality/);
  const other = await register(app);
  assert.equal((await read(firstQuiz, other)).json().lastAttempt, null);
});

test('startedAt gives the attempt its duration', async () => {
  const learner = await register(app);
  const startedAt = new Date(Date.now() - 95_000).toISOString();
  const res = await client(app, learner).post(`${url(firstQuiz)}/attempts`, {
    answers: answersFor(app, firstQuiz),
    startedAt,
  });
  const seconds = res.json<Submitted>().attempt.durationSeconds ?? 0;
  assert.ok(seconds >= 95 && seconds <= 97, String(seconds));
});

test('answers that do not fit the quiz are 400 naming the question or option, and nothing is stored', async () => {
  const learner = await register(app);
  const key = keyOf(app, firstQuiz);
  const { [String(key[2]?.id)]: _skipped, ...missingOne } = answersFor(app, firstQuiz);
  const cases: [unknown, RegExp][] = [
    [{ ...answersFor(app, firstQuiz), 999999: [1] }, /There is no question 999999 in this quiz\./],
    [answersFor(app, firstQuiz, { 0: [999999] }), /Option 999999 is not an option of question 1 \("What does a tester/],
    [answersFor(app, firstQuiz, { 0: key[1]?.correct ?? [] }), /Option \d+ is not an option of question 1/],
    [missingOne, /Please answer question 3 \("When is a bug cheapest to fix\?"\)\./],
    [answersFor(app, firstQuiz, { 3: [] }), /Please answer question 4/],
    [
      answersFor(app, firstQuiz, { 0: [...(key[0]?.correct ?? []), ...(key[0]?.wrong.slice(0, 1) ?? [])] }),
      /Choose only one option for question 1/,
    ],
  ];
  for (const [answers, message] of cases) {
    const res = await submit(firstQuiz, learner, answers);
    assert.equal(res.statusCode, 400, res.body);
    assert.match(messageOf(res), message);
  }
  assert.equal(attemptsOf(learner), 0);
});

test('a quiz of a course the plan does not include is 403 with how to unlock it', async () => {
  const learner = await register(app);
  for (const res of [
    await read(paidQuiz, learner, 'test-design-techniques'),
    await submit(paidQuiz, learner, answersFor(app, paidQuiz), 'test-design-techniques'),
  ]) {
    assert.equal(res.statusCode, 403);
    assert.equal(messageOf(res), CHOOSE_PLAN_FOR_QUIZ);
  }
  assert.equal(attemptsOf(learner), 0);
});

test('anonymous is 401; an unknown quiz, or one of another course, is 404', async () => {
  assert.equal((await read(firstQuiz)).statusCode, 401);
  assert.equal((await submit(firstQuiz, undefined, answersFor(app, firstQuiz))).statusCode, 401);
  const learner = await register(app);
  assert.equal((await read(999999, learner)).statusCode, 404);
  assert.equal((await read(paidQuiz, learner)).statusCode, 404);
  assert.equal((await submit(999999, learner, {})).statusCode, 404);
});

test('the same quiz submitted twice within a second: 429, and one attempt stored', async () => {
  const learner = await register(app);
  const answers = answersFor(app, firstQuiz);
  const both = await Promise.all([submit(firstQuiz, learner, answers), submit(firstQuiz, learner, answers)]);
  assert.deepEqual(both.map((res) => res.statusCode).sort(), [201, 429]);
  const refused = both.find((res) => res.statusCode === 429);
  assert.equal(refused && messageOf(refused), JUST_SUBMITTED);
  assert.equal(refused?.headers['retry-after'], '1');
  assert.equal(attemptsOf(learner), 1);
});

test('passing earns 10 points the first time only, with a token that carries the score', async () => {
  const learner = await register(app);
  const key = keyOf(app, firstQuiz);
  const failed = (
    await submit(
      firstQuiz,
      learner,
      answersFor(app, firstQuiz, { 0: key[0]?.wrong.slice(0, 1) ?? [], 3: key[3]?.wrong ?? [] }),
    )
  ).json<Submitted>();
  assert.deepEqual([failed.attempt.passed, failed.pointsEarned, failed.accessToken], [false, 0, undefined]);
  letTimePass(app, userIdOf(learner));
  const passed = (await submit(firstQuiz, learner, answersFor(app, firstQuiz))).json<Submitted>();
  assert.equal(passed.pointsEarned, 10);
  assert.equal((decodeJwt(passed.accessToken ?? '')['rating'] as { score: number }).score, 10);
  letTimePass(app, userIdOf(learner));
  const again = (await submit(firstQuiz, learner, answersFor(app, firstQuiz))).json<Submitted>();
  assert.deepEqual([again.attempt.passed, again.pointsEarned, again.accessToken], [true, 0, undefined]);
});

test('a course with quizzes is complete only when every lecture is done and every quiz passed', async () => {
  const learner = await register(app);
  let last = { percent: 0, certificateId: null as number | null, passedQuizIds: [] as number[] };
  for (const lecture of lectures) last = (await completeLecture(lecture.id, learner)).json();
  // 6 lectures of 6 + 2 quizzes: 75 %, no certificate yet
  assert.deepEqual([last.percent, last.certificateId], [75, null]);
  const first = (await submit(firstQuiz, learner, answersFor(app, firstQuiz))).json<Submitted>();
  assert.deepEqual([first.percent, first.certificateId, first.pointsEarned], [88, null, 10]);
  const second = (await submit(secondQuiz, learner, answersFor(app, secondQuiz))).json<Submitted>();
  assert.equal(second.percent, 100);
  assert.equal(typeof second.certificateId, 'number');
  assert.equal(second.pointsEarned, 110);
  const progress = await client(app, learner).get('/courses/qa-fundamentals/progress');
  assert.deepEqual(progress.json(), {
    courseId: course.id,
    percent: 100,
    completedLectureIds: lectures.map((l) => l.id),
    passedQuizIds: [firstQuiz, secondQuiz],
    certificateId: second.certificateId,
  });
});

test('two completions at once issue one certificate and its 100 points once', async () => {
  const learner = await register(app);
  for (const lecture of lectures.slice(0, -1)) await completeLecture(lecture.id, learner);
  await submit(firstQuiz, learner, answersFor(app, firstQuiz));
  await submit(secondQuiz, learner, answersFor(app, secondQuiz));
  const lastLecture = lectures.at(-1)?.id ?? 0;
  const both = (await Promise.all([completeLecture(lastLecture, learner), completeLecture(lastLecture, learner)])).map(
    (res) => res.json<{ certificateId: number; pointsEarned: number }>(),
  );
  assert.equal(both[0]?.certificateId, both[1]?.certificateId);
  assert.deepEqual(
    both.map((b) => b.pointsEarned).sort((a, b) => a - b),
    [0, 110],
  );
  const rows = app.ctx.db
    .prepare('SELECT COUNT(*) AS n FROM certificates WHERE user_id = ?')
    .get(userIdOf(learner)) as { n: number };
  assert.equal(rows.n, 1);
});
