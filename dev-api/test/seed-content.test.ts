import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, testApp } from './helpers.ts';

/** What a visitor of the demo reads: the seeded words hold together and promise nothing the product lacks. */
const app = await testApp();
const get = async (url: string) => (await client(app).get(url)).json();

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const NUMBER_WORDS = ['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'twelve'];

interface Post {
  slug: string;
  title: { rendered: string };
  excerpt: { rendered: string };
  content: { rendered: string };
}
const posts = ((await get('/wp-json/wp/v2/posts?per_page=100')) as Post[]).filter(
  (post) => post.slug !== 'xss-payloads-explained', // the hostile post is a fixture for the sanitiser
);

test('a post whose title or excerpt promises a number of items lists that many', () => {
  let promising = 0;
  for (const post of posts) {
    const promise = new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')})\\b`, 'i').exec(
      `${post.title.rendered} ${text(post.excerpt.rendered)}`,
    )?.[1];
    if (!promise) continue;
    promising += 1;
    const expected = /^\d+$/.test(promise) ? Number(promise) : NUMBER_WORDS.indexOf(promise.toLowerCase()) + 2;
    const list = /<ol>([\s\S]*?)<\/ol>/.exec(post.content.rendered)?.[1] ?? '';
    assert.equal((list.match(/<li>/g) ?? []).length, expected, `${post.slug} promises ${promise}`);
  }
  assert.ok(promising >= 4, `only ${promising} posts promise a number`);
});

test('every article is a real one: a few hundred words, and no paragraph repeated from another post', () => {
  const seen = new Map<string, string>();
  for (const post of posts) {
    const words = text(post.content.rendered).split(' ').length;
    assert.ok(words >= 300, `${post.slug} has ${words} words`);
    for (const [, paragraph = ''] of post.content.rendered.matchAll(/<(?:p|li)>([\s\S]*?)<\/(?:p|li)>/g)) {
      const other = seen.get(paragraph);
      assert.ok(!other || other === post.slug, `${post.slug} repeats a paragraph of ${other}: ${paragraph}`);
      seen.set(paragraph, post.slug);
    }
  }
});

test('a person has one role, bio and portrait as instructor, mentor and speaker', async () => {
  type Person = { name: string; role: string; bio: string; photo: string };
  const seen: Person[] = [];
  const courses = (await get('/courses')).data as { slug: string }[];
  for (const { slug } of courses) {
    const { instructor } = await get(`/courses/${slug}`);
    seen.push({ name: instructor.name, role: instructor.title, bio: instructor.bio, photo: instructor.photoUrl });
  }
  for (const m of (await get('/api/mentorship?limit=50')).data)
    seen.push({ name: m.name, role: m.title, bio: m.bio, photo: m.photoUrl });
  for (const e of (await get('/api/events?limit=50')).data)
    seen.push({ name: e.speaker.name, role: e.speaker.role, bio: e.speaker.bio, photo: e.speaker.photoUrl });
  const byName = new Map<string, Person>();
  for (const person of seen) {
    assert.match(person.photo, /\/media\/portraits\/[a-z-]+\.svg$/, person.name);
    const first = byName.get(person.name);
    if (first) assert.deepEqual(person, first, person.name);
    else byName.set(person.name, person);
  }
  assert.ok(byName.size >= 6);
});

test('the legal pages name one company, with its register number and addresses on the site’s domain', async () => {
  const pages = await Promise.all(
    ['privacy-policy', 'terms-and-conditions', 'affiliate-program-conditions'].map(
      async (slug) => (await get(`/api/legal/${slug}`)).data.content as string,
    ),
  );
  for (const content of pages) {
    assert.match(content, /QA Career sp\. z o\.o\./);
    assert.match(content, /KRS\) under number \d{10}/);
    assert.match(content, /ul\. Chmielna 73, 00-801 Warsaw, Poland/);
    assert.match(content, /apply from|in effect since/);
    const mails = [...content.matchAll(/mailto:([^"]+)/g)].map((m) => m[1]);
    assert.ok(mails.length > 0);
    assert.ok(
      mails.every((mail) => mail?.endsWith('@qacareer.academy')),
      mails.join(),
    );
  }
});

test('registering for an event stays on the site', async () => {
  const events = (await get('/api/events?limit=50')).data as { slug: string; registrationUrl: string }[];
  for (const event of events) assert.match(event.registrationUrl, /^\/(?![/\\])/, event.slug);
  const popup = (await get('/wp-json/wp/v2/popups?slug=webinar'))[0].custom_fields;
  assert.match(popup.link, /^\/events\/[a-z0-9-]+$/);
  assert.equal((await get(popup.link.replace('/events', '/api/events'))).data.title, popup.title);
});

test('the catalogue promises nothing the product does not have: no quizzes, no promo codes, no lifetime access', async () => {
  const courses = (await get('/courses')).data as { slug: string }[];
  const words: string[] = [];
  for (const { slug } of courses) {
    const course = await get(`/courses/${slug}`);
    words.push(course.description);
    const promo = (await get(`/api/promo/courses/${slug}`)).data;
    assert.equal(promo.promoCode, null, slug);
    words.push(...promo.benefits);
  }
  for (const plan of (await get('/plans')).data) words.push(plan.description, ...plan.features);
  for (const page of ['subscription', 'webinar', 'mentorship'])
    words.push(JSON.stringify((await get(`/api/thank-you/${page}`)).data));
  assert.doesNotMatch(words.join(' '), /quiz|lifetime|guarantee|every week|e-mail/i);
});
