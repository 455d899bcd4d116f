import assert from 'node:assert/strict';
import { test } from 'node:test';
import { courseSections } from '../src/db/seed-data/course-sections.ts';
import { courses } from '../src/db/seed-data/courses.ts';
import { client, testApp } from './helpers.ts';

const app = await testApp();

test("every course's sections hold exactly its lectures", () => {
  for (const course of courses) {
    const sections = courseSections[course.slug];
    assert.ok(sections, course.slug);
    assert.equal(
      sections.reduce((sum, [, count]) => sum + count, 0),
      course.lectures.length,
      course.slug,
    );
  }
});

test('a course lists each lecture with its section title, in syllabus order', async () => {
  const course = (await client(app).get('/courses/qa-fundamentals')).json<{
    lectures: { position: number; section: string }[];
  }>();
  assert.deepEqual(
    course.lectures.map((lecture) => [lecture.position, lecture.section]),
    [
      [1, 'Getting started'],
      [2, 'Getting started'],
      [3, 'How testing works'],
      [4, 'How testing works'],
      [5, 'How testing works'],
      [6, 'Practice'],
    ],
  );
  const all = (await client(app).get('/courses')).json<{ data: { slug: string }[] }>().data;
  for (const { slug } of all) {
    const detail = (await client(app).get(`/courses/${slug}`)).json<{
      lectures: { section: string }[];
    }>();
    assert.ok(
      detail.lectures.every((lecture) => lecture.section.length > 0),
      slug,
    );
  }
});
