import assert from 'node:assert/strict';
import { test } from 'node:test';
import { client, testApp } from './helpers.ts';

const app = await testApp();
const get = (url: string) => client(app).get(url);

test('CMS legal pages: a title, a date and several numbered sections of HTML', async () => {
  for (const slug of ['privacy-policy', 'terms-and-conditions', 'affiliate-program-conditions']) {
    const res = await get(`/api/legal/${slug}`);
    assert.equal(res.statusCode, 200);
    const { data } = res.json() as { data: { slug: string; title: string; updatedAt: string; content: string } };
    assert.equal(data.slug, slug);
    assert.match(data.updatedAt, /^\d{4}-\d{2}-\d{2}$/);
    const headings = [...data.content.matchAll(/<h2>(\d+)\. [^<]+<\/h2>/g)].map((m) => Number(m[1]));
    assert.ok(headings.length >= 8, `${slug} has ${headings.length} sections`);
    assert.deepEqual(
      headings,
      headings.map((_, i) => i + 1),
    );
    assert.match(data.content, /<ul><li>/);
  }
});

test('CMS thank-you pages: a confirmation and next steps with in-site links', async () => {
  for (const slug of ['subscription', 'webinar', 'mentorship']) {
    const res = await get(`/api/thank-you/${slug}`);
    assert.equal(res.statusCode, 200);
    const { data } = res.json() as {
      data: { title: string; text: string; buttonLink: string; steps: { title: string; link: string }[] };
    };
    assert.ok(data.title && data.text);
    assert.match(data.buttonLink, /^\/[a-z]/);
    assert.ok(data.steps.length >= 2);
    for (const step of data.steps) assert.match(step.link, /^\/[a-z]/);
  }
  assert.equal((await get('/api/thank-you/unknown')).statusCode, 404);
});
