// Makes every lecture's video and captions from its lesson's slides (dev-api/src/db/seed-data/lessons):
// a title card, then one slide per `slides` entry held as long as its narration takes to read aloud.
// The narration becomes the WebVTT captions (the site's transcript reads the same file), so the
// video, its captions and the length the site shows cannot disagree.
//
//   node scripts/media/lecture-videos.mjs [--force] [--only <courseSlug>]
//
// Needs ffmpeg and Chromium on this machine; nobody else does: the output is committed under
// dev-api/media/lectures/ (`<courseSlug>-<position>.webm|.vtt`, `durations.json`), and a lecture whose
// lesson, slide look and encoding did not change is not made again (`sources.json` keeps their hash).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../lib/apps.mjs';
import { launchChromium } from '../lib/browser.mjs';
import { importTs } from '../lib/import-ts.mjs';
import { slideHtml, WIDTH, HEIGHT } from './slide-html.mjs';
import { cueTimes, toVtt } from './cues.mjs';
import { ENCODING, lectureHash, lectureKey, look, OUT, readJson } from './lecture-media.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const { courses } = await importTs('dev-api/src/db/seed-data/courses.ts');
const { lessonsOf } = await importTs('dev-api/src/db/seed-data/lessons/all.ts');

mkdirSync(OUT, { recursive: true });
const durations = readJson(path.join(OUT, 'durations.json'));
const sources = readJson(path.join(OUT, 'sources.json'));

const mediaSeconds = (file) =>
  Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], {
      encoding: 'utf8',
    }).trim(),
  );

const sorted = (record) => Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
/** After each video: a run that stops half-way keeps what it made. */
const save = () => {
  writeFileSync(path.join(OUT, 'durations.json'), `${JSON.stringify(sorted(durations), null, 2)}\n`);
  writeFileSync(path.join(OUT, 'sources.json'), `${JSON.stringify(sorted(sources), null, 2)}\n`);
};

const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
let made = 0;
try {
  for (const course of courses) {
    if (only && course.slug !== only) continue;
    const lessons = lessonsOf(course.slug);
    if (!lessons || lessons.lectures.length === 0) continue;
    for (const [index, lesson] of lessons.lectures.entries()) {
      const key = lectureKey(course.slug, index);
      const hash = lectureHash(course, lessons, index);
      const webm = path.join(OUT, `${key}.webm`);
      if (!force && sources[key] === hash && existsSync(webm) && durations[key]) continue;

      const work = mkdtempSync(path.join(os.tmpdir(), 'lecture-'));
      try {
        const cards = [
          {
            kind: 'title',
            course: course.title,
            title: lesson.title,
            position: index + 1,
            of: lessons.lectures.length,
          },
          ...lesson.slides.map((slide, number) => ({
            kind: 'slide',
            ...slide,
            number: number + 1,
            of: lesson.slides.length,
          })),
        ];
        const timing = cueTimes(lesson.slides);
        const concat = [];
        for (const [number, card] of cards.entries()) {
          await page.setContent(slideHtml(card, look, course.title));
          await page.evaluate(() => document.fonts.ready);
          const png = path.join(work, `${number}.png`);
          await page.screenshot({ path: png });
          concat.push(`file '${png}'`, `duration ${timing.cards[number].toFixed(2)}`);
        }
        // the concat demuxer holds the last image only if it is listed once more
        concat.push(`file '${path.join(work, `${cards.length - 1}.png`)}'`);
        writeFileSync(path.join(work, 'list.txt'), `${concat.join('\n')}\n`);
        execFileSync(
          'ffmpeg',
          [
            '-y',
            '-v',
            'error',
            '-f',
            'concat',
            '-safe',
            '0',
            '-i',
            path.join(work, 'list.txt'),
            '-vf',
            'fps=2,format=yuv420p',
            '-force_key_frames',
            timing.starts.join(','),
            ...ENCODING,
            webm,
          ],
          { stdio: 'inherit' },
        );
        writeFileSync(path.join(OUT, `${key}.vtt`), toVtt(timing.cues));
        // whole seconds, rounded down: the site's label never promises more than the video lasts
        durations[key] = Math.floor(mediaSeconds(webm));
        sources[key] = hash;
        save();
        made += 1;
        console.log(`${key}: ${durations[key]} s`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
    }
  }
} finally {
  await browser.close();
}

console.log(`${made} lecture video(s) made, ${Object.keys(durations).length} in ${path.relative(repoRoot, OUT)}`);
