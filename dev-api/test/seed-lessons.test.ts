import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { setMeta } from '../src/db/connection.ts';
import { courses, lectureBody } from '../src/db/seed-data/courses.ts';
import type { CourseLessons } from '../src/db/seed-data/lessons/types.ts';
import { lectureDurations, syncLessons } from '../src/db/seed-lessons.ts';
import { syncQuizzes } from '../src/db/seed-quizzes.ts';
import { bearer, client, decodeJwt, JWT_SECRET, login, PRO, type Session, testApp } from './helpers.ts';
import { answersFor, FIXTURE_QUIZZES } from './quiz-fixture.ts';

const ORIGIN = 'http://lessons.test:4321';
const app = await testApp({ publicUrl: ORIGIN });
const db = app.ctx.db;
const qaSeed = courses.find((c) => c.slug === 'qa-fundamentals');
const lessonsOf =
  (quizzes = FIXTURE_QUIZZES) =>
  (slug: string): CourseLessons | undefined =>
    slug === 'qa-fundamentals'
      ? {
          course: slug,
          lectures: (qaSeed?.lectures ?? []).map((title, i) => ({
            title,
            body: `<h2>${title}</h2><p>The written lesson ${i + 1}.</p>`,
            slides: [],
          })),
          quizzes,
        }
      : undefined;
const put = (quizzes = FIXTURE_QUIZZES) =>
  syncLessons(db, { lessonsOf: lessonsOf(quizzes), durations: { 'qa-fundamentals-1': 95 } });
const get = (url: string, session?: Session) =>
  app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

interface Course {
  id: number;
  lectures: { id: number }[];
  quizzes: { id: number; title: string }[];
}
const qa = async () => (await get('/courses/qa-fundamentals')).json<Course>();
const before = await qa();
const demo = await login(app);
const demoId = decodeJwt(demo.accessToken)['id'] as number;
// the demo learner's progress, a resume position and an attempt, before new lessons arrive
put();
const [quizId = 0] = (await qa()).quizzes.map((q) => q.id);
await client(app, demo).put(`/courses/qa-fundamentals/lectures/${before.lectures[1]?.id}/position`, { seconds: 3 });
const attempt = await client(app, demo).post(`/courses/qa-fundamentals/quizzes/${quizId}/attempts`, {
  answers: answersFor(app, quizId),
});
const count = (sql: string) => (db.prepare(sql).get(demoId) as { n: number }).n;
// the seed may have given the demo learner an attempt already (a quiz of the lesson files at this position)
const attempts = count('SELECT COUNT(*) AS n FROM quiz_attempts WHERE user_id = ?');

test('a lecture takes its written lesson, its own video and the video’s length, keeping its id', async () => {
  const after = await qa();
  assert.deepEqual(
    after.lectures.map((l) => l.id),
    before.lectures.map((l) => l.id),
  );
  const first = (await get(`/courses/qa-fundamentals/lectures/${after.lectures[0]?.id}`)).json();
  assert.equal(first.body, '<h2>Welcome to quality assurance</h2><p>The written lesson 1.</p>');
  assert.equal(first.videoUrl, `${ORIGIN}/media/lectures/qa-fundamentals-1.webm`);
  assert.equal(first.captionsUrl, `${ORIGIN}/media/lectures/qa-fundamentals-1.vtt`);
  assert.deepEqual([first.durationSeconds, first.durationMinutes], [95, 2]);
  const second = (await get(`/courses/qa-fundamentals/lectures/${after.lectures[1]?.id}`, demo)).json();
  assert.equal(second.videoUrl, `${ORIGIN}/media/video/sample-lecture.webm`);
  assert.equal(second.durationSeconds, 4);
  assert.match(second.body, /The written lesson 2/);
});

test('a course whose lesson file is empty keeps its one-line notes, the sample clip and no quizzes', async () => {
  const other = courses.find((c) => c.slug === 'api-testing-postman');
  const course = (await get('/courses/api-testing-postman')).json<Course>();
  assert.deepEqual(course.quizzes, []);
  const first = (await get(`/courses/api-testing-postman/lectures/${course.lectures[0]?.id}`)).json();
  assert.equal(first.body, other && lectureBody(other, 0));
  assert.match(first.videoUrl, /\/media\/video\/sample-lecture\.webm$/);
});

test('new lessons keep the learners’ progress, positions and attempts', () => {
  assert.equal(attempt.statusCode, 201, attempt.body);
  assert.ok(attempts >= 1);
  put();
  assert.equal(count('SELECT COUNT(*) AS n FROM lecture_completions WHERE user_id = ?'), 2);
  assert.equal(count('SELECT COUNT(*) AS n FROM lecture_positions WHERE user_id = ?'), 1);
  assert.equal(count('SELECT COUNT(*) AS n FROM quiz_attempts WHERE user_id = ?'), attempts);
});

test('changed questions keep the quiz’s id and the attempts, which still read as they were graded', async () => {
  const [first, ...rest] = FIXTURE_QUIZZES;
  const changed = { ...first, title: 'Getting started: a new check', questions: (first?.questions ?? []).slice(1) };
  put([changed as (typeof FIXTURE_QUIZZES)[number], ...rest]);
  const course = await qa();
  assert.equal(course.quizzes[0]?.id, quizId);
  assert.equal(course.quizzes[0]?.title, 'Getting started: a new check');
  const quiz = (await get(`/courses/qa-fundamentals/quizzes/${quizId}`, demo)).json();
  assert.equal(quiz.questions.length, 3);
  assert.equal(quiz.questions[0].prompt, 'Which are phases of the life cycle?');
  assert.equal(quiz.lastAttempt.total, 4);
  assert.equal(quiz.lastAttempt.results.length, 4);
  assert.equal(count('SELECT COUNT(*) AS n FROM quiz_attempts WHERE user_id = ?'), attempts);
  put();
});

test('a certificate issued before its course had quizzes keeps the course finished', async () => {
  const pro = await login(app, PRO);
  const progress = (await get('/courses/qa-fundamentals/progress', pro)).json();
  assert.equal(progress.percent, 100);
  assert.equal(progress.passedQuizIds.length, FIXTURE_QUIZZES.length);
});

test('a quiz taken out of the lesson file goes, with its attempts', async () => {
  syncQuizzes(db, 'qa-fundamentals', FIXTURE_QUIZZES.slice(1));
  const course = await qa();
  assert.deepEqual(
    course.quizzes.map((q) => q.title),
    ['How testing works: check yourself'],
  );
  put();
});

test('durations.json: whole seconds by course and position; anything else is left out', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-durations-'));
  try {
    const file = join(dir, 'durations.json');
    writeFileSync(file, JSON.stringify({ 'qa-fundamentals-1': 72.6, 'qa-fundamentals-2': 'long', 'ci-for-qa-1': -3 }));
    assert.deepEqual(lectureDurations(file), { 'qa-fundamentals-1': 73 });
    assert.deepEqual(lectureDurations(join(dir, 'none.json')), {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a database with older content gets the lessons on its next start; accounts and progress stay', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-refresh-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const dbPath = join(dir, 'db.sqlite');
  const first = await buildApp({ dbPath, jwtSecret: JWT_SECRET });
  setMeta(first.ctx.db, 'content_version', '3');
  first.ctx.db.prepare("UPDATE lectures SET body = '<p>old</p>', duration_seconds = 7").run();
  await first.close();
  const second = await buildApp({ dbPath, jwtSecret: JWT_SECRET });
  try {
    const rows = second.ctx.db.prepare('SELECT body, duration_seconds FROM lectures').all() as {
      body: string;
      duration_seconds: number;
    }[];
    assert.ok(rows.every((row) => row.body !== '<p>old</p>' && row.duration_seconds !== 7));
    const session = await login(second);
    const progress = await client(second, session).get('/courses/qa-fundamentals/progress');
    assert.equal(progress.json().completedLectureIds.length, 2);
  } finally {
    await second.close();
  }
});
