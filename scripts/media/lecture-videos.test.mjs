// The lecture videos' timing, and the committed media against the lessons they were made from: a
// lesson whose slides changed without `node scripts/media/lecture-videos.mjs` fails here.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { importTs } from '../lib/import-ts.mjs';
import { cueSeconds, cueTimes, TITLE_SECONDS, toVtt } from './cues.mjs';
import { lectureHash, lectureKey, OUT, readJson } from './lecture-media.mjs';

const slides = [
  { heading: 'One', points: ['a'], narration: ['Short.', 'A sentence of exactly ten words at a calm pace.'] },
  { heading: 'Two', points: ['b'], narration: ['Another one.'] },
];

test('a sentence stays at least 2.5 s, longer ones by their words', () => {
  assert.equal(cueSeconds('Short.'), 2.5);
  assert.equal(cueSeconds('A sentence of exactly ten words at a calm pace.'), 4.35);
});

test('cards follow the title card, each as long as its narration, and cues never overlap', () => {
  const timing = cueTimes(slides);
  assert.deepEqual(timing.starts, [0, TITLE_SECONDS, TITLE_SECONDS + 2.5 + 4.35]);
  assert.deepEqual(timing.cards, [TITLE_SECONDS, 6.85, 2.5]);
  assert.equal(timing.total, TITLE_SECONDS + 6.85 + 2.5);
  for (const [index, cue] of timing.cues.entries()) {
    assert.ok(cue.end > cue.start);
    if (index > 0) assert.ok(cue.start >= timing.cues[index - 1].end);
  }
});

test('the captions are WebVTT with escaped text', () => {
  const vtt = toVtt([{ start: 3, end: 65.5, text: 'Use <b> & friends' }]);
  assert.equal(vtt, 'WEBVTT\n\n00:03.000 --> 01:05.500\nUse &lt;b&gt; &amp; friends\n');
});

test('every written lecture has its video, captions and duration, made from its current slides', async () => {
  const { courses } = await importTs('dev-api/src/db/seed-data/courses.ts');
  const { lessonsOf } = await importTs('dev-api/src/db/seed-data/lessons/all.ts');
  const durations = readJson(path.join(OUT, 'durations.json'));
  const sources = readJson(path.join(OUT, 'sources.json'));
  const stale = [];
  for (const course of courses) {
    const lessons = lessonsOf(course.slug);
    for (const index of (lessons?.lectures ?? []).keys()) {
      const key = lectureKey(course.slug, index);
      const vtt = path.join(OUT, `${key}.vtt`);
      if (
        !existsSync(path.join(OUT, `${key}.webm`)) ||
        !existsSync(vtt) ||
        sources[key] !== lectureHash(course, lessons, index)
      ) {
        stale.push(key);
        continue;
      }
      // the label's whole seconds are the video's (made from the cue times), and the captions end within it
      const { total } = cueTimes(lessons.lectures[index].slides);
      assert.ok(Math.abs(durations[key] - total) < 1, key);
      const ends = [...readFileSync(vtt, 'utf8').matchAll(/--> (\d+):(\d+\.\d+)/g)].map(
        ([, m, s]) => Number(m) * 60 + Number(s),
      );
      assert.ok(Math.max(...ends) <= total, key);
    }
  }
  assert.deepEqual(stale, [], 'run: node scripts/media/lecture-videos.mjs');
});
