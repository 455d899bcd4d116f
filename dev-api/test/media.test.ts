import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { client, decodeJwt, JWT_SECRET, login, testApp } from './helpers.ts';

const ORIGIN = 'http://media.test:4123';
const app = await testApp({ publicUrl: ORIGIN });

/** Every column the seed may put an image or video URL in, HTML and JSON documents included. */
const COLUMNS = [
  'SELECT profile_photo_url AS v FROM users',
  'SELECT photo_url AS v FROM instructors',
  'SELECT image_url AS v FROM career_paths',
  'SELECT image_url AS v FROM courses',
  'SELECT video_url AS v FROM lectures',
  'SELECT img_url AS v FROM wp_items',
  'SELECT content AS v FROM wp_items',
  'SELECT data AS v FROM cms_entries',
];
const MEDIA_LIKE = /\.(svg|png|jpe?g|webp|gif|mp4|webm)(\?|$)|\/media\/|picsum|pravatar|videos\./i;

function seededMediaUrls(): string[] {
  const urls = new Set<string>();
  for (const sql of COLUMNS) {
    for (const row of app.ctx.db.prepare(sql).all() as { v: string | null }[]) {
      for (const url of String(row.v ?? '').match(/https?:\/\/[^\s"'<>)\\]+/g) ?? []) {
        if (MEDIA_LIKE.test(url)) urls.add(url);
      }
    }
  }
  return [...urls];
}

test('every image and video of the seed is on the API itself', () => {
  const urls = seededMediaUrls();
  assert.ok(urls.length > 40, `only ${urls.length} media URLs found`);
  const outside = urls.filter((url) => !url.startsWith(`${ORIGIN}/media/`));
  assert.deepEqual(outside, []);
});

test('every media URL of the seed is served with its content type', async () => {
  for (const url of seededMediaUrls()) {
    const res = await client(app).get(url.slice(ORIGIN.length));
    assert.equal(res.statusCode, 200, url);
    if (url.endsWith('.svg')) {
      assert.match(String(res.headers['content-type']), /^image\/svg\+xml/, url);
      assert.match(res.body, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>$/s, url);
    } else {
      assert.equal(res.headers['content-type'], 'video/webm', url);
      assert.ok(res.rawPayload.length > 1000, url);
    }
  }
});

test('the API answers with absolute media URLs: a course and the access token', async () => {
  const course = (await client(app).get('/courses/qa-fundamentals')).json();
  assert.match(course.imageUrl, /^http:\/\/media\.test:4123\/media\/covers\/course-qa-fundamentals\.svg$/);
  const token = decodeJwt((await login(app)).accessToken);
  assert.equal(token['profilePhotoUrl'], `${ORIGIN}/media/avatars/demo-learner.svg`);
});

test('the lecture video honours byte ranges', async () => {
  const url = '/media/video/sample-lecture.webm';
  const whole = await client(app).get(url);
  const part = await app.inject({ method: 'GET', url, headers: { range: 'bytes=0-99' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 0-99/${whole.rawPayload.length}`);
  assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(0, 100));
  const past = await app.inject({ method: 'GET', url, headers: { range: `bytes=${whole.rawPayload.length}-` } });
  assert.equal(past.statusCode, 416);
});

test('a lecture names its captions, served as WebVTT', async () => {
  const course = (await client(app).get('/courses/qa-fundamentals')).json();
  const lecture = (await client(app).get(`/courses/qa-fundamentals/lectures/${course.lectures[0].id}`)).json();
  assert.equal(lecture.captionsUrl, lecture.videoUrl.replace(/\.webm$/, '.vtt'));
  const res = await client(app).get(lecture.captionsUrl.slice(ORIGIN.length));
  assert.match(String(res.headers['content-type']), /^text\/vtt/);
  assert.match(res.body, /^WEBVTT/);
});

test('unknown media are 404 with a message', async () => {
  for (const url of ['/media/covers/nothing.svg', '/media/avatars/UPPER.svg', '/media/video/other.mp4']) {
    const res = await client(app).get(url);
    assert.equal(res.statusCode, 404, url);
    assert.equal(typeof res.json().message, 'string');
  }
});

test('the same avatar for the same name: initials and stable colours', async () => {
  const a = await client(app).get('/media/avatars/demo-learner.svg');
  const b = await client(app).get('/media/avatars/demo-learner.svg');
  assert.equal(a.body, b.body);
  assert.match(a.body, />DL<\/text>/);
});

test('media URLs move with the origin when the API restarts elsewhere', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-media-'));
  const dbPath = join(dir, 'db.sqlite');
  try {
    const first = await buildApp({ dbPath, jwtSecret: JWT_SECRET, publicUrl: 'http://127.0.0.1:4000' });
    await first.close();
    const second = await buildApp({ dbPath, jwtSecret: JWT_SECRET, publicUrl: 'http://localhost:4700/' });
    const path = (await client(second).get('/paths')).json().data[0];
    const post = (await client(second).get('/wp-json/wp/v2/posts?per_page=1')).json()[0];
    await second.close();
    assert.match(path.imageUrl, /^http:\/\/localhost:4700\/media\/covers\/path-/);
    assert.match(post.img_url, /^http:\/\/localhost:4700\/media\/covers\/post-/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a lecture’s own video and captions are served from media/lectures, the video with byte ranges', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-lectures-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const media = join(import.meta.dirname, '../media');
  copyFileSync(join(media, 'sample-lecture.webm'), join(dir, 'qa-fundamentals-1.webm'));
  copyFileSync(join(media, 'sample-lecture.vtt'), join(dir, 'qa-fundamentals-1.vtt'));
  const withVideos = await testApp({ lectureMediaDir: dir });
  const url = '/media/lectures/qa-fundamentals-1.webm';
  const whole = await client(withVideos).get(url);
  assert.equal(whole.statusCode, 200);
  assert.equal(whole.headers['content-type'], 'video/webm');
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  const size = whole.rawPayload.length;
  assert.equal(whole.headers['content-length'], String(size));
  const part = await withVideos.inject({ method: 'GET', url, headers: { range: 'bytes=100-199' } });
  assert.equal(part.statusCode, 206);
  assert.equal(part.headers['content-range'], `bytes 100-199/${size}`);
  assert.deepEqual(part.rawPayload, whole.rawPayload.subarray(100, 200));
  const tail = await withVideos.inject({ method: 'GET', url, headers: { range: 'bytes=-10' } });
  assert.deepEqual(tail.rawPayload, whole.rawPayload.subarray(size - 10));
  assert.equal((await withVideos.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } })).statusCode, 416);
  const again = await withVideos.inject({ method: 'GET', url, headers: { 'if-none-match': whole.headers.etag } });
  assert.equal(again.statusCode, 304);
  const captions = await client(withVideos).get('/media/lectures/qa-fundamentals-1.vtt');
  assert.match(String(captions.headers['content-type']), /^text\/vtt/);
  assert.match(captions.body, /^WEBVTT/);
  for (const missing of ['qa-fundamentals-2.webm', 'durations.json', '..%2Fsample-lecture.webm', 'QA-1.webm']) {
    const res = await client(withVideos).get(`/media/lectures/${missing}`);
    assert.equal(res.statusCode, 404, missing);
  }
});
