import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { buildApp } from '../src/app.ts';
import { setMeta } from '../src/db/connection.ts';
import { client, JWT_SECRET, testApp } from './helpers.ts';

const ORIGIN = 'http://content.test:4321';
const app = await testApp({ publicUrl: ORIGIN });
const get = (url: string) => client(app).get(url);

interface Post {
  id: number;
  slug: string;
  categories: number[];
  content: { rendered: string };
  img_url: string;
  author_name: string;
}
interface Category {
  id: number;
  name: string;
  slug: string;
  count: number;
}

test('posts: enough for two pages of nine, with the WordPress paging headers', async () => {
  const first = await get('/wp-json/wp/v2/posts?per_page=9&page=1&_fields=id');
  assert.ok(Number(first.headers['x-wp-total']) >= 14);
  assert.equal(first.headers['x-wp-totalpages'], '2');
  const second = await get('/wp-json/wp/v2/posts?per_page=9&page=2&_fields=id');
  assert.equal(second.json().length, Number(first.headers['x-wp-total']) - 9);
  assert.equal((await get('/wp-json/wp/v2/posts?per_page=9&page=3')).statusCode, 400);
  const posts = (await get('/wp-json/wp/v2/posts?per_page=100')).json() as Post[];
  for (const post of posts) {
    assert.ok(post.author_name, post.slug);
    assert.match(post.img_url, /^http:\/\/content\.test:4321\/media\/covers\/post-/);
  }
});

test('categories: names, slugs and post counts; at least three in use', async () => {
  const res = await get('/wp-json/wp/v2/categories');
  assert.equal(res.statusCode, 200);
  const categories = res.json() as Category[];
  assert.ok(categories.filter((c) => c.count > 0).length >= 3);
  const total = Number((await get('/wp-json/wp/v2/posts?per_page=1')).headers['x-wp-total']);
  assert.equal(
    categories.reduce((sum, c) => sum + c.count, 0),
    total,
  );
  assert.deepEqual((await get('/wp-json/wp/v2/categories?_fields=id,slug')).json()[0], {
    id: categories[0]?.id,
    slug: categories[0]?.slug,
  });
});

test('posts filtered by category: only that category, counted in the headers', async () => {
  const categories = (await get('/wp-json/wp/v2/categories')).json() as Category[];
  const automation = categories.find((c) => c.slug === 'automation');
  assert.ok(automation);
  const res = await get(`/wp-json/wp/v2/posts?categories=${automation.id}&per_page=100`);
  const posts = res.json() as Post[];
  assert.equal(posts.length, automation.count);
  assert.equal(res.headers['x-wp-total'], String(automation.count));
  assert.ok(posts.every((post) => post.categories.includes(automation.id)));
  const career = categories.find((c) => c.slug === 'career');
  assert.ok(career);
  const both = await get(`/wp-json/wp/v2/posts?categories=${automation.id},${career.id}&per_page=100`);
  assert.equal(both.json().length, automation.count + career.count);
  const none = await get('/wp-json/wp/v2/posts?categories=999');
  assert.deepEqual(none.json(), []);
  assert.equal(none.headers['x-wp-totalpages'], '1');
});

test('search matches titles and content; % and _ are plain characters', async () => {
  const found = (await get('/wp-json/wp/v2/posts?search=locators&_fields=slug')).json() as { slug: string }[];
  assert.ok(found.some((post) => post.slug === 'playwright-locators-that-last'));
  const all = (await get('/wp-json/wp/v2/posts?per_page=100')).json() as (Post & { title: { rendered: string } })[];
  // unescaped, LIKE would read `%` and `_` as wildcards and match every post
  for (const term of ['%', '_', '100%', 'a_b', '\\']) {
    const res = await get(`/wp-json/wp/v2/posts?search=${encodeURIComponent(term)}&per_page=100`);
    assert.equal(res.statusCode, 200, term);
    const expected = all.filter((p) => `${p.title.rendered} ${p.content.rendered}`.includes(term)).map((p) => p.slug);
    assert.ok(expected.length < all.length, term);
    assert.deepEqual(
      (res.json() as Post[]).map((p) => p.slug),
      expected,
      term,
    );
  }
  const quote = await get(`/wp-json/wp/v2/posts?search=${encodeURIComponent("' OR 1=1 --")}`);
  assert.deepEqual(quote.json(), []);
});

test('an unknown post is 404, an unknown slug an empty list', async () => {
  const res = await get('/wp-json/wp/v2/posts/424242');
  assert.equal(res.statusCode, 404);
  assert.equal(res.json().message, 'Invalid post ID.');
  assert.deepEqual((await get('/wp-json/wp/v2/posts?slug=no-such-post')).json(), []);
});

test('the hostile post keeps its hostile HTML (the site must render it inert)', async () => {
  const [post] = (await get('/wp-json/wp/v2/posts?slug=xss-payloads-explained')).json() as Post[];
  assert.ok(post);
  for (const part of ['<script>', 'onerror=', 'onclick=', 'href="javascript:', '<iframe', '<form'])
    assert.ok(post.content.rendered.includes(part), part);
  // the broken image fails without a request: nothing leaves the machine
  assert.doesNotMatch(post.content.rendered, /src="https?:/);
});

test('events: upcoming and past, three kinds, UTC start times, agenda and speaker', async () => {
  const res = (await get('/api/events?limit=50')).json();
  const events = res.data as {
    slug: string;
    kind: string;
    startsAt: string;
    isPast: boolean;
    agenda: { startsAfterMinutes: number; title: string }[];
    speaker: { name: string; role: string; photoUrl: string };
  }[];
  assert.ok(events.length >= 6);
  const now = Date.now();
  assert.ok(events.filter((e) => Date.parse(e.startsAt) > now).length >= 3);
  assert.ok(events.filter((e) => Date.parse(e.startsAt) < now).length >= 2);
  assert.ok(events.every((e) => e.isPast === Date.parse(e.startsAt) < now));
  assert.deepEqual(new Set(events.map((e) => e.kind)), new Set(['webinar', 'workshop', 'meetup']));
  for (const event of events) {
    assert.match(event.startsAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:00Z$/);
    assert.ok(event.agenda.length >= 3 && event.agenda[0]?.startsAfterMinutes === 0, event.slug);
    assert.ok(event.speaker.name && event.speaker.role, event.slug);
    assert.match(event.speaker.photoUrl, /^http:\/\/content\.test:4321\/media\/portraits\/[a-z-]+\.svg$/);
  }
});

test('mentors: at least six, each with a portrait, role, stack and rating', async () => {
  const mentors = (await get('/api/mentorship?limit=50')).json().data as {
    id: number;
    photoUrl: string;
    title: string;
    topics: string[];
    rating: number;
    votes: number;
  }[];
  assert.ok(mentors.length >= 6);
  for (const mentor of mentors) {
    assert.ok(mentor.title && mentor.topics.length > 0 && mentor.rating > 0 && mentor.votes > 0);
    const photo = await get(mentor.photoUrl.slice(ORIGIN.length));
    assert.equal(photo.statusCode, 200);
    assert.match(String(photo.headers['content-type']), /^image\/svg\+xml/);
  }
  assert.equal((await get('/api/mentorship/99999')).statusCode, 404);
});

test('portraits: the same picture for the same name, a different one for another', async () => {
  const a = await get('/media/portraits/marcus-lee.svg');
  const b = await get('/media/portraits/marcus-lee.svg');
  const c = await get('/media/portraits/aisha-bello.svg');
  assert.equal(a.body, b.body);
  assert.notEqual(a.body, c.body);
  assert.equal((await get('/media/portraits/Not_A_Name.svg')).statusCode, 404);
});

test('a database with older content gets the new content and catalogue words on start, and keeps its accounts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dev-api-content-'));
  const dbPath = join(dir, 'db.sqlite');
  try {
    const first = await buildApp({ dbPath, jwtSecret: JWT_SECRET, publicUrl: 'http://127.0.0.1:4000' });
    const users = (first.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    first.ctx.db.prepare("DELETE FROM wp_items WHERE type = 'posts'").run();
    // the catalogue's words as an older seed wrote them
    first.ctx.db.prepare("UPDATE courses SET description = 'A quiz after each module.'").run();
    first.ctx.db
      .prepare("UPDATE instructors SET bio = 'Old bio.', photo_url = 'http://127.0.0.1:4000/media/avatars/x.svg'")
      .run();
    setMeta(first.ctx.db, 'content_version', '1');
    await first.close();
    const second = await buildApp({ dbPath, jwtSecret: JWT_SECRET, publicUrl: 'http://127.0.0.1:4000' });
    const res = await client(second).get('/wp-json/wp/v2/posts?per_page=1');
    const mentors = (await client(second).get('/api/mentorship')).json().data;
    const course = (await client(second).get('/courses/qa-fundamentals')).json();
    const after = (second.ctx.db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n;
    await second.close();
    assert.ok(Number(res.headers['x-wp-total']) >= 14);
    assert.match(res.json()[0].img_url, /^http:\/\/127\.0\.0\.1:4000\/media\/covers\/post-/);
    assert.match(mentors[0].photoUrl, /^http:\/\/127\.0\.0\.1:4000\/media\/portraits\//);
    assert.doesNotMatch(course.description, /quiz/);
    assert.equal(course.instructor.photoUrl, 'http://127.0.0.1:4000/media/portraits/olena-kravets.svg');
    assert.equal(course.instructor.bio, mentors.find((m: { name: string }) => m.name === 'Olena Kravets').bio);
    assert.equal(after, users);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
