// What the lecture videos are made from, without making them: where they live, their look and
// encoding, and the hash that says whether a committed video still matches its lesson
// (lecture-videos.mjs makes them; lecture-videos.test.mjs checks them).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { importTs } from '../lib/import-ts.mjs';

export const OUT = path.join(repoRoot, 'dev-api/media/lectures');

// Two frames a second of still slides, one key frame per slide (seeking lands on a slide's start and
// decodes a few frames of nothing changing), no audio track: about 1 KB a second.
export const ENCODING = ['-c:v', 'libvpx-vp9', '-crf', '45', '-b:v', '0', '-g', '9999', '-row-mt', '1', '-an'];

const { token } = await importTs('shared/src/ui/styles/tokens.ts');
const hostRequire = createRequire(path.join(repoRoot, 'host/package.json'));
// a data: URL: a page set from a string may not load file: URLs
const interFile = hostRequire.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

export const look = {
  font: `data:font/woff2;base64,${readFileSync(interFile).toString('base64')}`,
  brand: token('colors-brand-500'),
  brandDark: token('colors-brand-700'),
  brandSubtle: token('colors-brand-50'),
  fg: token('colors-fg'),
  muted: token('colors-fg-muted'),
  bg: token('colors-bg'),
};

export const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});

/** `qa-fundamentals-3`: the third lecture's video, captions and duration. */
export const lectureKey = (courseSlug, index) => `${courseSlug}-${index + 1}`;

const lookHash = createHash('sha256')
  .update(readFileSync(path.join(import.meta.dirname, 'slide-html.mjs')))
  .update(readFileSync(path.join(import.meta.dirname, 'cues.mjs')))
  .update(JSON.stringify([{ ...look, font: createHash('sha256').update(look.font).digest('hex') }, ENCODING]))
  .digest('hex');

/** Changes when anything the lecture's video shows or says changes. */
export const lectureHash = (course, lessons, index) =>
  createHash('sha256')
    .update(lookHash)
    .update(JSON.stringify([course.title, lessons.lectures[index].title, index, lessons.lectures.length]))
    .update(JSON.stringify(lessons.lectures[index].slides))
    .digest('hex');
