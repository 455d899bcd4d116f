import type { Db } from '../../db/connection.ts';

export interface CourseRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: string;
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

export const toInstructor = (row: InstructorRow): Record<string, unknown> => ({
  id: row.id,
  name: row.name,
  title: row.title,
  bio: row.bio,
  photoUrl: row.photo_url,
});

export function toCourseSummary(db: Db, row: CourseRow): Record<string, unknown> {
  // The first course of each career path is free; the rest need a paid plan (docs/behaviour.md).
  const first = db.prepare('SELECT MIN(position) AS position FROM courses WHERE path_id = ?').get(row.path_id) as {
    position: number;
  };
  const stats = db
    .prepare(
      'SELECT COUNT(*) AS lectures, COALESCE(SUM(duration_minutes), 0) AS minutes FROM lectures WHERE course_id = ?',
    )
    .get(row.id) as { lectures: number; minutes: number };
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
    durationMinutes: stats.minutes,
  };
}

export const toLectureSummary = (row: LectureRow): Record<string, unknown> => ({
  id: row.id,
  position: row.position,
  title: row.title,
  durationMinutes: row.duration_minutes,
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

/** Per-user progress: the share of a course's lectures the user has completed, in whole percent. */
export function courseProgress(
  db: Db,
  userId: number,
  courseId: number,
): { percent: number; completedLectureIds: number[] } {
  const total = (db.prepare('SELECT COUNT(*) AS n FROM lectures WHERE course_id = ?').get(courseId) as { n: number }).n;
  const done = (
    db
      .prepare(
        'SELECT c.lecture_id AS id FROM lecture_completions c JOIN lectures l ON l.id = c.lecture_id WHERE c.user_id = ? AND l.course_id = ? ORDER BY l.position',
      )
      .all(userId, courseId) as { id: number }[]
  ).map((r) => r.id);
  return {
    percent: total === 0 ? 0 : Math.round((done.length / total) * 100),
    completedLectureIds: done,
  };
}

/** Rating points: a lecture completed for the first time, and a course completed (with its certificate). */
export const POINTS = { lecture: 10, course: 100 } as const;

/** Adds points to a learner's rating score. */
export function awardPoints(db: Db, userId: number, points: number): void {
  if (points > 0) db.prepare('UPDATE users SET rating_score = rating_score + ? WHERE id = ?').run(points, userId);
}

/** The learner's certificate of a course, issued now if they have none yet: its id, and whether it is new. */
export function issueCertificate(db: Db, userId: number, courseId: number): { id: number; isNew: boolean } {
  const existing = db
    .prepare('SELECT id FROM certificates WHERE user_id = ? AND course_id = ?')
    .get(userId, courseId) as { id: number } | undefined;
  if (existing) return { id: existing.id, isNew: false };
  const code = `QAC-${String(userId).padStart(4, '0')}-C${courseId}`;
  const issued = db
    .prepare(
      "INSERT INTO certificates (user_id, course_id, code, issued_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
    )
    .run(userId, courseId, code);
  return { id: Number(issued.lastInsertRowid), isNew: true };
}
