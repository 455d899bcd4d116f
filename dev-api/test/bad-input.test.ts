import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { testApp } from './helpers.ts';

const app = await testApp({ faults: true });
const json = (method: InjectOptions['method'], url: string, payload?: unknown): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as object }),
});
const long = 'x'.repeat(3000);

/** Per route (as registered), requests whose input is wrong and must be refused with 400 {message}. */
const badInputs: Record<string, InjectOptions[]> = {
  'POST /auth/refresh': [
    json('POST', '/auth/refresh', {}),
    json('POST', '/auth/refresh', { refreshToken: 5 }),
    json('POST', '/auth/refresh', { refreshToken: long }),
  ],
  'POST /auth/logout': [json('POST', '/auth/logout', {}), json('POST', '/auth/logout', { token: 'short' })],
  'POST /auth/register': [
    json('POST', '/auth/register', {
      email: 'not-an-email',
      password: 'Sup3rSecret!',
      fullName: 'A',
    }),
    json('POST', '/auth/register', {
      email: 'a@b.co',
      password: 'short',
      fullName: 'A',
    }),
    json('POST', '/auth/register', {
      email: 'a@b.co',
      password: 'Sup3rSecret!',
      fullName: '   ',
    }),
    json('POST', '/auth/register', {
      email: 'a@b.co',
      password: 'Sup3rSecret!',
      fullName: 'A',
      role: 'admin',
    }),
    json('POST', '/auth/register', {
      email: 'a@b.co',
      password: 'Sup3rSecret!',
      fullName: 'A',
      country: 'USA',
    }),
  ],
  'POST /auth/login': [
    json('POST', '/auth/login', { email: 'a@b.co' }),
    json('POST', '/auth/login', { email: 'nope', password: 'x' }),
  ],
  'POST /auth/forgot-password': [json('POST', '/auth/forgot-password', { email: 'nope' })],
  'POST /auth/resend-password': [json('POST', '/auth/resend-password', {})],
  'POST /auth/reset-password': [
    json('POST', '/auth/reset-password', { token: 'abcdefghijkl' }),
    json('POST', '/auth/reset-password', {
      token: 'abcdefghijkl',
      password: '1',
    }),
  ],
  'PUT /auth/password': [
    json('PUT', '/auth/password', { currentPassword: 'x' }),
    json('PUT', '/auth/password', {
      currentPassword: '',
      newPassword: 'LongEnough1',
    }),
  ],
  'GET /oauth/:provider/authorize': [
    json('GET', '/oauth/twitter/authorize?redirect_uri=http://localhost/cb'),
    json('GET', '/oauth/google/authorize'),
  ],
  'GET /oauth/:provider/approve': [
    json('GET', '/oauth/google/approve?redirect_uri=http://localhost/cb&name=A&email=bad'),
    json('GET', '/oauth/google/approve?redirect_uri=http://localhost/cb&account=someone-else'),
    json('GET', '/oauth/google/approve?redirect_uri=http://localhost/cb&email=a@b.co'),
    json('GET', '/oauth/google/approve?redirect_uri=http://localhost/cb&email=a@b.co&name=%E2%80%8B'),
  ],
  'POST /auth/social': [
    json('POST', '/auth/social', { provider: 'myspace', code: 'abcdefghijkl' }),
    json('POST', '/auth/social', { provider: 'google' }),
  ],
  'POST /auth/create-profile': [
    json('POST', '/auth/create-profile', {
      createProfileToken: 'abcdefghijkl',
    }),
  ],
  'GET /users/:id': [json('GET', '/users/abc'), json('GET', '/users/0'), json('GET', '/users/-4')],
  'GET /users/me': [json('GET', '/users/me?debug=1')],
  'PATCH /users/me': [
    json('PATCH', '/users/me', {}),
    json('PATCH', '/users/me', { email: 'new@example.com' }),
    json('PATCH', '/users/me', { profilePhotoUrl: long }),
  ],
  // the photo itself (type, size, field) is checked by test/avatar.test.ts
  'POST /users/me/avatar': [json('POST', '/users/me/avatar?size=1')],
  'PUT /users/questionnaireSkip': [json('PUT', '/users/questionnaireSkip?force=1')],
  'GET /plans': [json('GET', '/plans?free=1')],
  'GET /plans/:id': [json('GET', '/plans/free')],
  'GET /subscriptions': [json('GET', '/subscriptions?all=1')],
  'POST /checkout': [json('POST', '/checkout', {}), json('POST', '/checkout', { planId: 'annual' })],
  'GET /questionnaire/questions': [json('GET', '/questionnaire/questions?x=1')],
  'POST /auth/reset-password/check': [
    json('POST', '/auth/reset-password/check', {}),
    json('POST', '/auth/reset-password/check', { token: 5 }),
    json('POST', '/auth/reset-password/check', { token: long }),
  ],
  'POST /questionnaire/answers': [
    json('POST', '/questionnaire/answers', { answers: [] }),
    json('POST', '/questionnaire/answers', { answers: [{ optionIds: ['a'] }] }),
  ],
  'GET /courses': [json('GET', '/courses?level=expert'), json('GET', '/courses?pathId=x')],
  'GET /courses/my-courses': [json('GET', '/courses/my-courses?x=1')],
  'GET /courses/:courseSlug': [json('GET', '/courses/Not_A_Slug')],
  'GET /courses/:courseSlug/lectures/:lectureId': [json('GET', '/courses/qa-fundamentals/lectures/first')],
  'GET /courses/:courseSlug/progress': [json('GET', '/courses/BAD!/progress')],
  'POST /courses/:courseSlug/lectures/:lectureId/complete': [
    json('POST', '/courses/qa-fundamentals/lectures/0/complete'),
  ],
  'GET /instructors/:id': [json('GET', '/instructors/x')],
  'GET /paths': [json('GET', '/paths?x=1')],
  'GET /paths/:id': [json('GET', '/paths/manual-qa')],
  'GET /rating': [json('GET', '/rating?limit=1000'), json('GET', '/rating?page=0')],
  'GET /rating/:id': [json('GET', '/rating/me')],
  'GET /rating/:userId/certificates/:certificateId': [json('GET', '/rating/1/certificates/x')],
  'GET /courses/recommended': [json('GET', '/courses/recommended?for=me')],
  'GET /courses/:courseSlug/quizzes/:quizId': [
    json('GET', '/courses/qa-fundamentals/quizzes/first'),
    json('GET', '/courses/qa-fundamentals/quizzes/1?answers=1'),
  ],
  'POST /courses/:courseSlug/quizzes/:quizId/attempts': [
    json('POST', '/courses/qa-fundamentals/quizzes/1/attempts', {}),
    json('POST', '/courses/qa-fundamentals/quizzes/1/attempts', { answers: { 1: ['first'] } }),
    json('POST', '/courses/qa-fundamentals/quizzes/1/attempts', { answers: {}, startedAt: 'a while ago' }),
    json('POST', '/courses/qa-fundamentals/quizzes/1/attempts', { answers: {}, score: 10 }),
  ],
  'GET /courses/:courseSlug/lectures/:lectureId/position': [
    json('GET', '/courses/qa-fundamentals/lectures/one/position'),
    json('GET', '/courses/qa-fundamentals/lectures/1/position?device=phone'),
  ],
  'PUT /courses/:courseSlug/lectures/:lectureId/position': [
    json('PUT', '/courses/qa-fundamentals/lectures/1/position', {}),
    json('PUT', '/courses/qa-fundamentals/lectures/1/position', { seconds: -1 }),
    json('PUT', '/courses/qa-fundamentals/lectures/1/position', { seconds: 'soon' }),
    json('PUT', '/courses/qa-fundamentals/lectures/1/position', { seconds: 1e9 }),
  ],
  'GET /wp-json/wp/v2/:type': [
    json('GET', '/wp-json/wp/v2/pages'),
    json('GET', '/wp-json/wp/v2/footer?per_page=500'),
    json('GET', '/wp-json/wp/v2/footer?order=up'),
    json('GET', '/wp-json/wp/v2/posts?categories=career'),
    json('GET', '/wp-json/wp/v2/posts?categories=2,,3'),
  ],
  'GET /wp-json/wp/v2/:type/:id': [json('GET', '/wp-json/wp/v2/posts/abc')],
  'GET /wp-json/wp/v2/categories': [json('GET', `/wp-json/wp/v2/categories?_fields=${long}`)],
  'GET /api/events': [json('GET', '/api/events?limit=0')],
  'GET /api/events/:slug': [json('GET', '/api/events/NOT%20A%20SLUG')],
  'GET /api/mentorship': [json('GET', '/api/mentorship?page=x')],
  'GET /api/mentorship/:id': [json('GET', '/api/mentorship/olena')],
  'GET /api/promo/courses/:courseSlug': [json('GET', '/api/promo/courses/Bad_Slug')],
  'GET /api/thank-you/:slug': [json('GET', '/api/thank-you/Thanks%21')],
  'GET /api/legal/:slug': [json('GET', '/api/legal/Privacy')],
  'GET /geo/json': [json('GET', '/geo/json?country=Germany')],
  'GET /dev/outbox': [json('GET', '/dev/outbox?to=nope'), json('GET', '/dev/outbox?limit=0')],
  'GET /dev/releases': [
    json('GET', '/dev/releases?bucketSeconds=0'),
    json('GET', '/dev/releases?since=yesterday'),
    json('GET', `/dev/releases?config=${long}`),
  ],
  'GET /dev/releases/assets/:name': [json('GET', '/dev/releases/assets/app.js')],
  'GET /media/covers/:file': [json('GET', '/media/covers/course-a.svg?w=1')],
  'GET /media/avatars/:file': [json('GET', '/media/avatars/demo-learner.svg?size=1')],
  'GET /media/portraits/:file': [json('GET', '/media/portraits/marcus-lee.svg?size=1')],
  'GET /media/uploads/:file': [json('GET', '/media/uploads/1-photo.png?w=1')],
  'GET /media/video/:file': [json('GET', '/media/video/sample-lecture.webm?t=1')],
  'GET /media/lectures/:file': [json('GET', '/media/lectures/qa-fundamentals-1.webm?t=1')],
  'POST /v1/logs': [
    json('POST', '/v1/logs', {}),
    json('POST', '/v1/logs', { resourceLogs: [{ scopeLogs: [{ logRecords: [{ timeUnixNano: 'soon' }] }] }] }),
  ],
  'GET /dev/releases/signals': [
    json('GET', '/dev/releases/signals?bucketSeconds=0'),
    json('GET', '/dev/releases/signals?since=yesterday'),
  ],
  'POST /__faults': [json('POST', '/__faults', { method: 'GET' })],
  'GET /__faults': [json('GET', '/__faults?x=1')],
  'DELETE /__faults': [json('DELETE', '/__faults?id=1')],
};

/** Routes that take no input at all, so no input can be wrong. */
// The tag-manager stand-in's beacon reads nothing of what it is sent.
const noInput = new Set(['GET /health', 'GET /chat-widget.js', 'GET /gtm.js', 'POST /collect', 'OPTIONS *']);

test('every registered route has bad-input cases (or takes no input)', () => {
  const missing = app.routeCatalog.filter((route) => !(route in badInputs) && !noInput.has(route));
  assert.deepEqual(missing, []);
  const stale = Object.keys(badInputs).filter((route) => !app.routeCatalog.includes(route));
  assert.deepEqual(stale, []);
});

for (const [route, requests] of Object.entries(badInputs)) {
  test(`bad input on ${route} is 400 with a readable message`, async () => {
    for (const request of requests) {
      const res = await app.inject(request);
      assert.equal(res.statusCode, 400, `${request.method} ${request.url}: ${res.body}`);
      const { message } = res.json<{ message: string }>();
      assert.equal(typeof message, 'string');
      assert.ok(message.length > 5 && !message.includes('#/'), message);
    }
  });
}

test('a body that is not JSON is 400 with a message', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/auth/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"email":',
  });
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().message, 'The request body is not valid JSON.');
});

test('validation messages name the field', async () => {
  const res = await app.inject(
    json('POST', '/auth/register', {
      email: 'a@b.co',
      password: 'short',
      fullName: 'A',
    }),
  );
  assert.equal(res.json().message, 'Password must be at least 8 characters long.');
  const missing = await app.inject(json('POST', '/auth/login', { email: 'a@b.co' }));
  assert.equal(missing.json().message, 'Password is required.');
});
