import type { Db } from '../../db/connection.ts';
import { minutesOf } from '../../db/seed-lessons.ts';
import { notFound } from '../../lib/errors.ts';
import type { CourseLevel, CourseSummary, Instructor, LectureSummary } from '@qa/shared/kernel/contracts/course.ts';

export interface CourseRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: CourseLevel;
  image_url: string;
  instructor_id: number;
  path_id: number;
  position: number;
  rating: number;
  votes: number;
}
export interface LectureRow {
  id: number;
  course_id: number;
  position: number;
  title: string;
  duration_minutes: number;
  /** The length of its video (the sample clip's until its own is made). */
  duration_seconds: number;
  video_url: string;
  body: string;
  is_free_preview: number;
  /** The title of its section in the course's syllabus. */
  section: string;
}
export interface InstructorRow {
  id: number;
  name: string;
  title: string;
  bio: string;
  photo_url: string;
}

export const toInstructor = (row: InstructorRow): Instructor => ({
  id: row.id,
  name: row.name,
  title: row.title,
  bio: row.bio,
  photoUrl: row.photo_url,
});

/** The pace the site gives for a lesson's and a post's reading time. */
const WORDS_PER_MINUTE = 220;
/** What answering one quiz question takes, reading its options included. */
const SECONDS_PER_QUESTION = 60;

const wordsOf = (html: string): number =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z0-9#]+;/gi, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/**
 * What taking the course takes, in whole minutes rounded up: every lecture's video, its text read at
 * 220 words a minute and a minute per quiz question. A course is more than its minutes of video.
 */
function learningMinutes(db: Db, courseId: number, videoSeconds: number): number {
  const bodies = db.prepare('SELECT body FROM lectures WHERE course_id = ?').all(courseId) as { body: string }[];
  const words = bodies.reduce((sum, { body }) => sum + wordsOf(body), 0);
  const questions = (
    db
      .prepare('SELECT COUNT(*) AS n FROM quiz_questions q JOIN quizzes z ON z.id = q.quiz_id WHERE z.course_id = ?')
      .get(courseId) as { n: number }
  ).n;
  return Math.ceil((videoSeconds + (words / WORDS_PER_MINUTE) * 60 + questions * SECONDS_PER_QUESTION) / 60);
}

/** A course as the API's contract (`@qa/shared/kernel/contracts/course`) lists it. */
export function toCourseSummary(db: Db, row: CourseRow): CourseSummary {
  // The first course of each career path is free; the rest need a paid plan (docs/behaviour.md).
  const first = db.prepare('SELECT MIN(position) AS position FROM courses WHERE path_id = ?').get(row.path_id) as {
    position: number;
  };
  const stats = db
    .prepare(
      'SELECT COUNT(*) AS lectures, COALESCE(SUM(duration_seconds), 0) AS seconds FROM lectures WHERE course_id = ?',
    )
    .get(row.id) as { lectures: number; seconds: number };
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    level: row.level,
    imageUrl: row.image_url,
    pathId: row.path_id,
    instructorId: row.instructor_id,
    isFree: row.position === first.position,
    rating: row.rating,
    votes: row.votes,
    lecturesCount: stats.lectures,
    durationMinutes: learningMinutes(db, row.id, stats.seconds),
    videoMinutes: Math.floor(stats.seconds / 60),
  };
}

export const toLectureSummary = (row: LectureRow): LectureSummary => ({
  id: row.id,
  position: row.position,
  title: row.title,
  durationSeconds: row.duration_seconds,
  durationMinutes: minutesOf(row.duration_seconds),
  isFreePreview: row.is_free_preview === 1,
  section: row.section,
});

export function findCourseBySlug(db: Db, slug: string): CourseRow | undefined {
  return db.prepare('SELECT * FROM courses WHERE slug = ?').get(slug) as CourseRow | undefined;
}

export function lecturesOf(db: Db, courseId: number): LectureRow[] {
  return db.prepare('SELECT * FROM lectures WHERE course_id = ? ORDER BY position').all(courseId) as LectureRow[];
}

export function findInstructor(db: Db, id: number): InstructorRow | undefined {
  return db.prepare('SELECT * FROM instructors WHERE id = ?').get(id) as InstructorRow | undefined;
}

/** The first course of each career path is free; the rest need a paid plan. */
export const isFreeCourse = (db: Db, row: CourseRow): boolean => toCourseSummary(db, row).isFree;

/** The next course of the same career path, or undefined after its last. */
export function nextCourseOf(db: Db, row: CourseRow): CourseRow | undefined {
  return db
    .prepare('SELECT * FROM courses WHERE path_id = ? AND position > ? ORDER BY position LIMIT 1')
    .get(row.path_id, row.position) as CourseRow | undefined;
}

/** The course of a URL, or 404. */
export function courseOr404(db: Db, slug: string): CourseRow {
  const row = findCourseBySlug(db, slug);
  if (!row) throw notFound(`There is no course "${slug}".`);
  return row;
}

/** A lecture of a course of a URL, with its course and its siblings in syllabus order, or 404. */
export function lectureOr404(
  db: Db,
  slug: string,
  lectureId: number,
): { course: CourseRow; lecture: LectureRow; lectures: LectureRow[] } {
  const course = courseOr404(db, slug);
  const lectures = lecturesOf(db, course.id);
  const lecture = lectures.find((l) => l.id === lectureId);
  if (!lecture) throw notFound(`Course "${slug}" has no lecture ${lectureId}.`);
  return { course, lecture, lectures };
}
