import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, testApp } from './helpers.ts';

const app = await testApp();
const get = (url: string) => client(app).get(url);
const cover = async (file: string) => {
  const res = await get(`/media/covers/${file}`);
  assert.equal(res.statusCode, 200, file);
  return res;
};

/**
 * Well-formed XML, checked tag by tag: every `<` opens a tag this pattern reads, tags nest and
 * close, and text holds no stray `<` or `&` that is not an entity.
 */
function assertWellFormedSvg(svg: string, name: string): void {
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  const open: string[] = [];
  let end = 0;
  for (const match of svg.matchAll(tag)) {
    const text = svg.slice(end, match.index);
    assert.doesNotMatch(text, /[<>]|&(?!(amp|lt|gt|quot|apos|#\d+);)/, `${name}: text before ${match[0]}`);
    const [, closing, element] = match;
    if (closing) assert.equal(open.pop(), element, `${name}: </${element}> closes another element`);
    else if (!match[4]) open.push(element ?? '');
    end = (match.index ?? 0) + match[0].length;
  }
  assert.equal(end, svg.length, `${name}: something after the last tag`);
  assert.deepEqual(open, [], `${name}: elements left open`);
  assert.equal((svg.match(/</g) ?? []).length, [...svg.matchAll(tag)].length, `${name}: a '<' outside any tag`);
}

const gradient = (svg: string) => [...svg.matchAll(/stop-color="(#[0-9A-F]{6})"/gi)].slice(0, 2).map((m) => m[1]);
const motif = (svg: string) => /data-motif="([a-z]+)"/.exec(svg)?.[1];

test('two courses of different topics get different covers: their own motif and colours', async () => {
  const api = (await cover('course-api-testing-postman.svg')).body;
  const ui = (await cover('course-playwright-ui-automation.svg')).body;
  assert.notEqual(api, ui);
  assert.equal(motif(api), 'api');
  assert.equal(motif(ui), 'automation');
  assert.notDeepEqual(gradient(api), gradient(ui));
  assert.match(api, /200 OK|201 Created/);
});

test('a cover is valid SVG, served with its type and a day of caching, and refers to nothing outside', async () => {
  for (const file of [
    'course-api-testing-postman.svg',
    'post-qa-interview-questions.svg',
    'event-performance-night.svg',
  ]) {
    const res = await cover(file);
    assert.match(String(res.headers['content-type']), /^image\/svg\+xml/);
    assert.equal(res.headers['cache-control'], 'public, max-age=86400');
    assert.match(
      res.body,
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630" viewBox="0 0 1200 630">/,
    );
    assertWellFormedSvg(res.body, file);
    assert.deepEqual(res.body.match(/https?:\/\/[^"]*/g), ['http://www.w3.org/2000/svg'], file);
    assert.doesNotMatch(res.body, /href=|<script|<image|<foreignObject|@import/i, file);
  }
});

test('the same slug gives the same bytes', async () => {
  const first = (await cover('post-flaky-tests-field-guide.svg')).body;
  assert.equal((await cover('post-flaky-tests-field-guide.svg')).body, first);
});

test('every course, post and event of the seed has a cover of its own, with its title in it', async () => {
  const courses = (await get('/courses')).json().data as { title: string; imageUrl: string }[];
  const posts = (await get('/wp-json/wp/v2/posts?per_page=100&_fields=title,img_url')).json() as {
    title: { rendered: string };
    img_url: string;
  }[];
  const events = (await get('/api/events?limit=50')).json().data as { title: string; imageUrl: string }[];
  const items = [
    ...courses.map((c) => [c.title, c.imageUrl]),
    ...posts.map((p) => [p.title.rendered, p.img_url]),
    ...events.map((e) => [e.title, e.imageUrl]),
  ];
  const bodies = new Set<string>();
  for (const [title = '', url = ''] of items) {
    const body = (await get(new URL(url).pathname)).body;
    bodies.add(body);
    // the title's words, line by line (escaped as XML), all appear in the art
    const words = title.replace(/&/g, '&amp;').split(' ');
    for (const word of words) assert.ok(body.includes(word), `${title}: "${word}" is not in its cover`);
  }
  assert.equal(bodies.size, items.length);
});

test('a slug the seed does not know still gets a cover of its kind, without a title', async () => {
  const res = await cover('event-something-new.svg');
  assert.equal(motif(res.body), 'event');
  assert.doesNotMatch(res.body, /<tspan/);
  assertWellFormedSvg(res.body, 'event-something-new.svg');
  assert.equal((await get('/media/covers/podcast-x.svg')).statusCode, 404);
});
