/**
 * A learner's progress through a course (its lectures and section quizzes together), the
 * certificate it earns once, and the rating points (docs/behaviour.md, "Rating points").
 */
import type { Db } from '../../db/connection.ts';

/** Rating points: a lecture completed or a quiz passed for the first time, and a course completed. */
export const POINTS = { lecture: 10, quiz: 10, course: 100 } as const;

export interface CourseProgress {
  /** Done lectures and passed quizzes over all of them, in whole percent; 100 only when all are done. */
  percent: number;
  completedLectureIds: number[];
  passedQuizIds: number[];
  certificateId: number | null;
}

/** Adds points to a learner's rating score. */
export function awardPoints(db: Db, userId: number, points: number): void {
  if (points > 0) db.prepare('UPDATE users SET rating_score = rating_score + ? WHERE id = ?').run(points, userId);
}

export function courseProgress(db: Db, userId: number, courseId: number): CourseProgress {
  const lectures = (db.prepare('SELECT COUNT(*) AS n FROM lectures WHERE course_id = ?').get(courseId) as { n: number })
    .n;
  const quizzes = (db.prepare('SELECT COUNT(*) AS n FROM quizzes WHERE course_id = ?').get(courseId) as { n: number })
    .n;
  const completedLectureIds = (
    db
      .prepare(
        'SELECT c.lecture_id AS id FROM lecture_completions c JOIN lectures l ON l.id = c.lecture_id WHERE c.user_id = ? AND l.course_id = ? ORDER BY l.position',
      )
      .all(userId, courseId) as { id: number }[]
  ).map((r) => r.id);
  const passedQuizIds = (
    db
      .prepare(
        `SELECT q.id FROM quizzes q WHERE q.course_id = ?
         AND EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.quiz_id = q.id AND a.user_id = ? AND a.passed = 1)
         ORDER BY q.section_index, q.position`,
      )
      .all(courseId, userId) as { id: number }[]
  ).map((r) => r.id);
  const certificate = db
    .prepare('SELECT id FROM certificates WHERE user_id = ? AND course_id = ?')
    .get(userId, courseId) as { id: number } | undefined;
  const total = lectures + quizzes;
  const done = completedLectureIds.length + passedQuizIds.length;
  return {
    percent: total === 0 ? 0 : done === total ? 100 : Math.min(99, Math.round((done / total) * 100)),
    completedLectureIds,
    passedQuizIds,
    certificateId: certificate?.id ?? null,
  };
}

/**
 * The progress after a lecture or quiz was done, and the course's certificate issued if everything
 * is now done (every lecture complete, every quiz passed; a course without quizzes on lectures alone).
 * The UNIQUE (user_id, course_id) index makes two completions at once issue one certificate:
 * `certificateIsNew` is true for the one that inserted it, which alone earns the course's points.
 */
export function settleCourse(
  db: Db,
  userId: number,
  courseId: number,
): { progress: CourseProgress; certificateIsNew: boolean } {
  const progress = courseProgress(db, userId, courseId);
  if (progress.percent < 100 || progress.certificateId !== null) return { progress, certificateIsNew: false };
  const code = `QAC-${String(userId).padStart(4, '0')}-C${courseId}`;
  const inserted = db
    .prepare(
      "INSERT OR IGNORE INTO certificates (user_id, course_id, code, issued_at) VALUES (?, ?, ?, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'))",
    )
    .run(userId, courseId, code);
  return { progress: courseProgress(db, userId, courseId), certificateIsNew: inserted.changes === 1 };
}
