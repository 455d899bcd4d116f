import assert from 'node:assert/strict';
import { test } from 'node:test';
import { syncQuizzes } from '../src/db/seed-quizzes.ts';
import { client, login, testApp } from './helpers.ts';

const app = await testApp();
// progress counts lectures alone here, whatever quizzes the lesson files hold (quizzes.test.ts has them)
syncQuizzes(app.ctx.db, 'qa-fundamentals', []);
const get = (url: string) => client(app).get(url);

test('footer honours _fields, per_page and order like WordPress', async () => {
  const res = await get(
    '/wp-json/wp/v2/footer?_fields=id,custom_fields,content,title,featured_media,img_url,slug&per_page=20&order=asc',
  );
  assert.equal(res.statusCode, 200);
  interface FooterItem {
    custom_fields: { button: unknown; button_link: string[] };
    title: { rendered: unknown };
  }
  const items = res.json() as FooterItem[];
  assert.ok(items.length >= 6);
  assert.deepEqual(Object.keys(items[0] ?? {}).sort(), [
    'content',
    'custom_fields',
    'featured_media',
    'id',
    'img_url',
    'slug',
    'title',
  ]);
  assert.ok(Array.isArray(items[0]?.custom_fields.button) && Array.isArray(items[0]?.custom_fields.button_link));
  assert.equal(typeof items[0]?.title.rendered, 'string');
  assert.equal(items[0]?.custom_fields.button_link[0], '/paths');
  assert.equal(res.headers['x-wp-total'], String(items.length));
  const desc = (await get('/wp-json/wp/v2/footer?order=desc&per_page=2&_fields=slug')).json();
  assert.deepEqual(desc, [{ slug: 'rating' }, { slug: 'blog' }]);
});

test('the webinar popup: slug filter and _fields', async () => {
  const res = await get('/wp-json/wp/v2/popups?slug=webinar&_fields=id,custom_fields');
  const [popup] = res.json();
  assert.deepEqual(Object.keys(popup).sort(), ['custom_fields', 'id']);
  assert.deepEqual(Object.keys(popup.custom_fields).sort(), [
    'button_text',
    'date',
    'link',
    'subtitle',
    'text',
    'time',
    'title',
    'type',
    'webinar_id',
  ]);
  assert.deepEqual((await get('/wp-json/wp/v2/popups?slug=nothing')).json(), []);
});

test('the webinar popup names the moment its event starts (date, and time in UTC)', async () => {
  const [popup] = (await get('/wp-json/wp/v2/popups?slug=webinar')).json();
  const event = (await get('/api/events/qa-career-kickstart')).json().data;
  const { date, time } = popup.custom_fields;
  assert.equal(`${date}T${time.replace(' UTC', '')}:00Z`, event.startsAt);
});

test('blog posts: WordPress shapes, paging headers, slug lookup and 404', async () => {
  const res = await get('/wp-json/wp/v2/posts?per_page=5&page=2');
  assert.equal(res.json().length, 5);
  assert.ok(Number(res.headers['x-wp-total']) >= 10);
  const [post] = (await get('/wp-json/wp/v2/posts?slug=playwright-locators-that-last')).json();
  assert.equal(post.type, 'post');
  assert.match(post.content.rendered, /<p>/);
  assert.match(post.excerpt.rendered, /<p>/);
  assert.equal(
    (await get(`/wp-json/wp/v2/posts/${post.id}?_fields=id,title`)).json().title.rendered,
    'Playwright Locators That Last',
  );
  assert.equal((await get('/wp-json/wp/v2/posts/99999')).statusCode, 404);
  assert.equal((await get('/wp-json/wp/v2/posts?page=99')).statusCode, 400);
});

test('courses, a course with lectures and instructor, a lecture, an instructor', async () => {
  const courses = (await get('/courses')).json().data;
  assert.ok(courses.length >= 8);
  const beginner = (await get('/courses?level=beginner')).json().data as {
    level: string;
  }[];
  assert.ok(beginner.every((c) => c.level === 'beginner'));
  const course = (await get('/courses/qa-fundamentals')).json();
  assert.ok(course.lectures.length >= 5);
  assert.equal(typeof course.instructor.name, 'string');
  // lecture 2 is not a free preview: a signed-in learner reads it (test/lecture-access.test.ts)
  const demo = await login(app);
  const lecture = (await client(app, demo).get(`/courses/qa-fundamentals/lectures/${course.lectures[1].id}`)).json();
  assert.equal(lecture.previousLectureId, course.lectures[0].id);
  // its own video once it is made (media/lectures/), the sample clip until then
  assert.match(lecture.videoUrl, /\/media\/(lectures\/qa-fundamentals-2|video\/sample-lecture)\.webm$/);
  assert.deepEqual(
    courses.filter((c: { isFree: boolean }) => c.isFree).map((c: { slug: string }) => c.slug),
    ['qa-fundamentals', 'api-testing-postman', 'performance-testing-k6'],
  );
  assert.equal((await get('/courses/no-such-course')).statusCode, 404);
  assert.equal((await get('/courses/qa-fundamentals/lectures/99999')).statusCode, 404);
  const instructor = (await get(`/instructors/${course.instructor.id}`)).json();
  assert.ok(instructor.courses.length >= 1);
  assert.equal((await get('/instructors/999')).statusCode, 404);
});

test('course progress: percent of lectures completed, and my courses', async () => {
  const demo = await login(app);
  const before = (await client(app, demo).get('/courses/qa-fundamentals/progress')).json();
  assert.equal(before.percent, 33); // 2 of 6 seeded
  const course = (await get('/courses/qa-fundamentals')).json();
  const done = await client(app, demo).post(`/courses/qa-fundamentals/lectures/${course.lectures[2].id}/complete`);
  assert.equal(done.json().percent, 50);
  const mine = (await client(app, demo).get('/courses/my-courses')).json().data;
  assert.deepEqual(
    mine.map((c: { slug: string; progress: number; nextLectureId: number }) => [c.slug, c.progress, c.nextLectureId]),
    [['qa-fundamentals', 50, course.lectures[3].id]],
  );
  assert.equal((await client(app).get('/courses/qa-fundamentals/progress')).statusCode, 401);
});

test('career paths and their courses', async () => {
  const paths = (await get('/paths')).json().data;
  assert.ok(paths.length >= 3);
  const path = (await get(`/paths/${paths[0].id}`)).json();
  assert.ok(path.courses.length >= 2);
  assert.equal((await get('/paths/999')).statusCode, 404);
});

test('rating board, a learner card with certificates, one certificate', async () => {
  const board = (await get('/rating?limit=5')).json();
  assert.equal(board.data.length, 5);
  assert.equal(board.data[0].position, 1);
  const leader = (await get(`/rating/${board.data[0].userId}`)).json();
  assert.ok(leader.certificates.length >= 1);
  const cert = (await get(`/rating/${leader.userId}/certificates/${leader.certificates[0].id}`)).json();
  assert.equal(cert.fullName, leader.fullName);
  assert.equal((await get('/rating/99999')).statusCode, 404);
  assert.equal((await get(`/rating/${leader.userId}/certificates/99999`)).statusCode, 404);
});

test('CMS: events, mentorship, promo, thank-you and legal pages', async () => {
  const events = (await get('/api/events')).json();
  assert.ok(events.data.length >= 3 && events.meta.pagination.total >= 3);
  assert.equal((await get(`/api/events/${events.data[0].slug}`)).json().data.slug, events.data[0].slug);
  const mentors = (await get('/api/mentorship')).json().data;
  assert.ok(mentors.length >= 3);
  assert.equal((await get(`/api/mentorship/${mentors[0].id}`)).json().data.name, mentors[0].name);
  assert.equal((await get('/api/promo/courses/qa-fundamentals')).json().data.courseSlug, 'qa-fundamentals');
  assert.ok((await get('/api/thank-you/subscription')).json().data.title);
  for (const slug of ['privacy-policy', 'terms-and-conditions', 'affiliate-program-conditions']) {
    assert.match((await get(`/api/legal/${slug}`)).json().data.content, /<h2>/);
  }
  for (const url of [
    '/api/events/nope',
    '/api/mentorship/999',
    '/api/promo/courses/nope',
    '/api/thank-you/nope',
    '/api/legal/nope',
  ]) {
    assert.equal((await get(url)).statusCode, 404, url);
  }
});

test('geolocation answers country_code', async () => {
  assert.equal((await get('/geo/json')).json().country_code, 'US');
  assert.deepEqual((await get('/geo/json?country=de')).json().country_name, 'Germany');
});

test('the chat widget script exposes QaChat and fires qa-chat:ready', async () => {
  const res = await get('/chat-widget.js');
  assert.match(res.headers['content-type'] as string, /javascript/);
  for (const part of ['window.QaChat', 'qa-chat:ready', 'open:', 'close:', 'isOpen:', 'onChange:'])
    assert.ok(res.body.includes(part), part);
  assert.doesNotThrow(() => new Function(res.body));
});

test('health and the JSON 404 for unknown routes', async () => {
  assert.deepEqual((await get('/health')).json(), { status: 'ok' });
  const res = await get('/no/such/route');
  assert.equal(res.statusCode, 404);
  assert.match(res.json().message, /no GET \/no\/such\/route endpoint/);
});
