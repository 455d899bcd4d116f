import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lectureDurations, lectureMedia } from '../src/db/seed-lessons.ts';
import { NEW_TO_TESTING, recommendFor } from '../src/features/courses/recommend.ts';
import { bearer, client, decodeJwt, login, messageOf, PRO, register, type Session, testApp } from './helpers.ts';
import { putFixtureQuizzes } from './quiz-fixture.ts';

const app = await testApp();
const get = (url: string, session?: Session) =>
  app.inject({ method: 'GET', url, headers: session ? bearer(session) : {} });

interface Lecture {
  id: number;
  position: number;
  title: string;
  durationSeconds: number;
  durationMinutes: number;
}
interface Course {
  slug: string;
  durationMinutes: number;
  videoMinutes: number;
  lectures: Lecture[];
  quizzes: { questionsCount: number }[];
  nextCourse: { slug: string } | null;
}
const course = async (slug: string) => (await get(`/courses/${slug}`)).json<Course>();
// the demo learner's progress is read before the fixture quizzes replace whatever the lesson files hold
const demoProgress = (await get('/courses/qa-fundamentals/progress', await login(app))).json<{ percent: number }>();
const [firstQuiz, secondQuiz] = putFixtureQuizzes(app);
const qa = await course('qa-fundamentals');
const lectureIds = qa.lectures.map((l) => l.id);

test('the demo learner is a third through QA Fundamentals: 2 of 6 lectures and, when it has quizzes, the first', () => {
  assert.equal(demoProgress.percent, 33);
});

test('lectures carry the length of their own video; durationMinutes stays for old callers', async () => {
  const durations = lectureDurations();
  qa.lectures.forEach((lecture) => {
    const seconds = lectureMedia(durations, 'qa-fundamentals', lecture.position).durationSeconds;
    assert.equal(lecture.durationSeconds, seconds);
    assert.equal(lecture.durationMinutes, Math.max(1, Math.round(seconds / 60)));
  });
  const total = qa.lectures.reduce((sum, lecture) => sum + lecture.durationSeconds, 0);
  assert.equal(qa.videoMinutes, Math.floor(total / 60));
});

test("a course's length is what taking it takes: its videos, its texts at 220 words a minute, a minute per quiz question", async () => {
  const questions = qa.quizzes.reduce((sum, quiz) => sum + quiz.questionsCount, 0);
  const videoSeconds = qa.lectures.reduce((sum, lecture) => sum + lecture.durationSeconds, 0);
  assert.ok(questions > 0);
  // 6 lessons of about 500 words: some 14 minutes of reading on top of the videos and the questions
  const floor = Math.ceil((videoSeconds + questions * 60) / 60) + 10;
  assert.ok(qa.durationMinutes > floor, `${qa.durationMinutes} > ${floor}`);
  assert.ok(qa.durationMinutes < floor + 10);
});

test('a course lists its quizzes after the last lecture of their sections, and the next course of its path', async () => {
  assert.deepEqual(qa.quizzes, [
    {
      id: firstQuiz,
      title: 'Getting started: check yourself',
      section: 'Getting started',
      sectionIndex: 0,
      afterLectureId: lectureIds[1],
      questionsCount: 4,
      passPercent: 70,
    },
    {
      id: secondQuiz,
      title: 'How testing works: check yourself',
      section: 'How testing works',
      sectionIndex: 1,
      afterLectureId: lectureIds[4],
      questionsCount: 1,
      passPercent: 70,
    },
  ]);
  assert.equal(qa.nextCourse?.slug, 'test-design-techniques');
  assert.equal((await course('web-and-devtools')).nextCourse, null);
});

test('a lecture says whether it is the last and which quiz closes its section', async () => {
  const learner = await register(app);
  const read = async (id: number | undefined) =>
    (await get(`/courses/qa-fundamentals/lectures/${id}`, learner)).json<{
      durationSeconds: number;
      isLast: boolean;
      nextQuizId: number | null;
    }>();
  const facts = await Promise.all(lectureIds.map(read));
  assert.deepEqual(
    facts.map((l) => [l.isLast, l.nextQuizId]),
    [
      [false, null],
      [false, firstQuiz],
      [false, null],
      [false, null],
      [false, secondQuiz],
      [true, null],
    ],
  );
  assert.equal(facts[0]?.durationSeconds, qa.lectures[0]?.durationSeconds);
});

test('the resume position is kept per learner and per lecture', async () => {
  const [one, other] = [await register(app), await register(app)];
  const position = (session: Session, id: number | undefined) =>
    get(`/courses/qa-fundamentals/lectures/${id}/position`, session);
  const put = (session: Session, id: number | undefined, seconds: number) =>
    client(app, session).put(`/courses/qa-fundamentals/lectures/${id}/position`, { seconds });
  assert.deepEqual((await position(one, lectureIds[1])).json(), { seconds: 0, updatedAt: null });
  assert.equal((await put(one, lectureIds[1], 2.5)).statusCode, 204);
  assert.equal((await put(one, lectureIds[2], 1)).statusCode, 204);
  assert.equal((await put(other, lectureIds[1], 3)).statusCode, 204);
  assert.equal((await put(one, lectureIds[2], 2)).statusCode, 204);
  const read = async (session: Session, id: number | undefined) => (await position(session, id)).json();
  assert.equal((await read(one, lectureIds[1])).seconds, 2.5);
  assert.equal((await read(one, lectureIds[2])).seconds, 2);
  assert.equal((await read(other, lectureIds[1])).seconds, 3);
  assert.deepEqual(await read(other, lectureIds[2]), { seconds: 0, updatedAt: null });
  assert.match((await read(one, lectureIds[1])).updatedAt, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
});

test('a position past the end of the video, negative or not a number is 400', async () => {
  const learner = await register(app);
  const lecture = qa.lectures[1];
  const put = (seconds: unknown) =>
    client(app, learner).put(`/courses/qa-fundamentals/lectures/${lecture?.id}/position`, { seconds });
  const end = (lecture?.durationSeconds ?? 0) + 1;
  assert.equal((await put(end)).statusCode, 204);
  const past = await put(end + 0.5);
  assert.equal(past.statusCode, 400);
  assert.match(messageOf(past), new RegExp(`between 0 and ${end}`));
  for (const seconds of [-1, 'later', '12 s']) assert.equal((await put(seconds)).statusCode, 400, String(seconds));
});

test('the position of a locked lecture is 403; without a token 401', async () => {
  const learner = await register(app);
  const paid = (await course('test-design-techniques')).lectures[1];
  const url = `/courses/test-design-techniques/lectures/${paid?.id}/position`;
  assert.equal((await get(url, learner)).statusCode, 403);
  const put = await client(app, learner).put(url, { seconds: 1 });
  assert.equal(put.statusCode, 403);
  assert.match(messageOf(put), /Choose a paid plan/);
  assert.equal((await get(`/courses/qa-fundamentals/lectures/${lectureIds[0]}/position`)).statusCode, 401);
});

test('my courses: the next lecture to watch, the certificate and the counts', async () => {
  const demo = (await get('/courses/my-courses', await login(app))).json().data;
  const third = qa.lectures[2];
  assert.deepEqual(
    demo.map((c: Record<string, unknown>) => [
      c['slug'],
      c['nextLecture'],
      c['certificateId'],
      c['lecturesCount'],
      c['completedLecturesCount'],
    ]),
    [
      [
        'qa-fundamentals',
        { id: third?.id, title: third?.title, durationSeconds: third?.durationSeconds, position: 3 },
        null,
        6,
        2,
      ],
    ],
  );
  const pro = (await get('/courses/my-courses', await login(app, PRO))).json().data;
  const finished = pro.find((c: { slug: string }) => c.slug === 'qa-fundamentals');
  assert.equal(finished.nextLecture, null);
  assert.equal(typeof finished.certificateId, 'number');
  assert.equal(finished.completedLecturesCount, 6);
});

test('a certificate names its course slug and when it was issued', async () => {
  const pro = await login(app, PRO);
  const userId = decodeJwt(pro.accessToken)['id'];
  const [mine] = (await get(`/rating/${userId}`)).json().certificates;
  const certificate = (await get(`/rating/${userId}/certificates/${mine.id}`)).json();
  assert.equal(certificate.courseSlug, 'qa-fundamentals');
  assert.match(certificate.issuedAt, /^\d{4}-\d{2}-\d{2}T/);
});

/** A new learner who answered the questionnaire: experience, goal and interests by option id. */
async function answered(experience: string, goal: string, interests: string[]): Promise<Session> {
  const session = await register(app);
  const questions = (await get('/questionnaire/questions', session)).json<{
    data: { id: number; position: number; kind: string }[];
  }>().data;
  const chosen: Record<number, string[]> = { 1: [experience], 2: [goal], 3: interests, 4: ['5-10'] };
  const answers = questions.map((q) =>
    q.kind === 'text'
      ? { questionId: q.id, text: 'Nothing else.' }
      : { questionId: q.id, optionIds: chosen[q.position] },
  );
  const res = await client(app, session).post('/questionnaire/answers', { answers });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json<Session>();
}

test('without questionnaire answers the recommended first course is QA Fundamentals', async () => {
  const res = await get('/courses/recommended', await register(app));
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().course.slug, 'qa-fundamentals');
  assert.equal(res.json().reason, NEW_TO_TESTING);
});

test('the recommended course follows the questionnaire answers', async () => {
  const cases: [string, string, string[], string][] = [
    ['none', 'automation', ['ui'], 'qa-fundamentals'],
    ['manual', 'automation', ['manual'], 'api-testing-postman'],
    ['manual', 'first-job', ['manual'], 'test-design-techniques'],
    ['automation', 'raise', ['ui', 'performance'], 'performance-testing-k6'],
    ['lead', 'skills', ['security'], 'security-testing-basics'],
  ];
  for (const [experience, goal, interests, slug] of cases) {
    const res = (await get('/courses/recommended', await answered(experience, goal, interests))).json();
    assert.equal(res.course.slug, slug, `${experience} ${goal} ${interests.join(',')}`);
    assert.equal(res.reason, recommendFor({ experience, goal, interests }).reason);
  }
});

test('every answer leads to a course, and the last rule catches the rest', () => {
  assert.equal(
    recommendFor({ experience: 'automation', goal: 'raise', interests: ['ui'] }).course,
    'playwright-ui-automation',
  );
  assert.equal(recommendFor({ experience: 'lead', goal: 'raise', interests: ['manual'] }).course, 'ci-for-qa');
  assert.equal(recommendFor({ interests: [] }).reason, NEW_TO_TESTING);
});

test('a learner who already finished the recommended course is sent to the next one of its path', async () => {
  const res = (await get('/courses/recommended', await login(app, PRO))).json();
  assert.equal(res.course.slug, 'test-design-techniques');
  assert.equal(res.reason, 'You finished QA Fundamentals; Test Design Techniques comes next on its career path.');
  assert.equal((await get('/courses/recommended')).statusCode, 401);
});
