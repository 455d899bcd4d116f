/**
 * What each lecture teaches (seed-data/lessons/): its written lesson, its own video and captions with
 * their real length, and its course's section quizzes. A course whose lesson file is still empty keeps
 * the one-line note and the sample clip, and has no quizzes. Written in place, so lectures and
 * quizzes keep their ids (progress, positions and attempts point at them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.ts';
import { getMeta } from './connection.ts';
import { mediaPath } from './media-urls.ts';
import { courses, lectureBody } from './seed-data/courses.ts';
import { lessonsOf } from './seed-data/lessons/all.ts';
import type { CourseLessons } from './seed-data/lessons/types.ts';
import { creditQuizzesOfCertificates, syncQuizzes } from './seed-quizzes.ts';

const durationsFile = resolve(dirname(fileURLToPath(import.meta.url)), '../../media/lectures/durations.json');
/** The length of the sample clip (media/sample-lecture.webm). */
export const SAMPLE_CLIP_SECONDS = 4;

/** Seconds of each made lecture video, by `<courseSlug>-<position>`; empty until the videos are made. */
export function lectureDurations(file = durationsFile): Record<string, number> {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const durations: Record<string, number> = {};
  for (const [key, value] of Object.entries(parsed)) {
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) durations[key] = Math.round(value);
  }
  return durations;
}

/** A lecture's video and its length: its own when it is made (listed in durations.json), else the sample clip. */
export function lectureMedia(
  durations: Record<string, number>,
  courseSlug: string,
  position: number,
): { videoUrl: string; durationSeconds: number } {
  const seconds = durations[`${courseSlug}-${position}`];
  return seconds === undefined
    ? { videoUrl: mediaPath.lectureVideo(), durationSeconds: SAMPLE_CLIP_SECONDS }
    : { videoUrl: mediaPath.lectureVideoOf(courseSlug, position), durationSeconds: seconds };
}

/** The whole minutes old callers read (`durationMinutes`): at least 1. */
export const minutesOf = (seconds: number): number => Math.max(1, Math.round(seconds / 60));

const hasLessonColumns = (db: Db): boolean =>
  (db.prepare('PRAGMA table_info(lectures)').all() as { name: string }[]).some(
    (column) => column.name === 'duration_seconds',
  );

/** True when some lecture has no length yet: a database made before lectures had their own videos. */
export const lessonsNeedSync = (db: Db): boolean =>
  hasLessonColumns(db) && db.prepare('SELECT 1 FROM lectures WHERE duration_seconds = 0 LIMIT 1').get() !== undefined;

/** Where the lessons and video lengths come from (the tests bring their own). */
export interface LessonSource {
  lessonsOf: (courseSlug: string) => CourseLessons | undefined;
  durations: Record<string, number>;
}

/** Writes every lecture's lesson, video and length, and every course's quizzes, from the seed. */
export function syncLessons(db: Db, source: LessonSource = { lessonsOf, durations: lectureDurations() }): void {
  // a database of an older schema (the migration tests seed one) gets them after migrating
  if (!hasLessonColumns(db)) return;
  // the media paths go on the origin the rest of the database already holds (see media-urls.ts)
  const origin = getMeta(db, 'media_origin') ?? '';
  const lecture = db.prepare(
    `UPDATE lectures SET body = ?, video_url = ?, duration_seconds = ?, duration_minutes = ?
     WHERE course_id = (SELECT id FROM courses WHERE slug = ?) AND position = ?`,
  );
  db.transaction(() => {
    for (const course of courses) {
      const lessons = source.lessonsOf(course.slug);
      course.lectures.forEach((_, index) => {
        const media = lectureMedia(source.durations, course.slug, index + 1);
        lecture.run(
          lessons?.lectures[index]?.body ?? lectureBody(course, index),
          `${origin}${media.videoUrl}`,
          media.durationSeconds,
          minutesOf(media.durationSeconds),
          course.slug,
          index + 1,
        );
      });
      syncQuizzes(db, course.slug, lessons?.quizzes ?? []);
    }
    creditQuizzesOfCertificates(db);
  })();
}
