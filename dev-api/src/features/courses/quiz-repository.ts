/**
 * The section quizzes of a course and a learner's attempts. The answer key stays on the server: a
 * quiz is sent with its questions and options only, and an attempt carries the key and the
 * explanations of the questions it graded, for the learner who submitted it.
 */
import type { Db } from '../../db/connection.ts';
import type { StoredResult } from '../../db/seed-quizzes.ts';
import type { LectureRow } from './repository.ts';

/** The share of right answers that passes a quiz. */
export const PASS_PERCENT = 70;

export interface QuizRow {
  id: number;
  course_id: number;
  position: number;
  section_index: number;
  title: string;
}
export interface QuizQuestion {
  id: number;
  position: number;
  prompt: string;
  kind: 'single' | 'multiple';
  explanation: string;
  options: { id: number; text: string; isCorrect: boolean }[];
}
interface AttemptRow {
  id: number;
  score: number;
  total: number;
  passed: number;
  answers: string;
  started_at: string | null;
  submitted_at: string;
}
/** A syllabus section as its lectures show it: consecutive lectures share one. */
export interface Section {
  title: string;
  lastLectureId: number;
}

export function sectionsOf(lectures: readonly LectureRow[]): Section[] {
  const sections: Section[] = [];
  lectures.forEach((lecture, index) => {
    const last = sections.at(-1);
    if (last && index > 0 && lectures[index - 1]?.section === lecture.section) last.lastLectureId = lecture.id;
    else sections.push({ title: lecture.section, lastLectureId: lecture.id });
  });
  return sections;
}

export function quizzesOf(db: Db, courseId: number): QuizRow[] {
  return db
    .prepare('SELECT * FROM quizzes WHERE course_id = ? ORDER BY section_index, position')
    .all(courseId) as QuizRow[];
}

export function findQuiz(db: Db, courseId: number, quizId: number): QuizRow | undefined {
  return db.prepare('SELECT * FROM quizzes WHERE id = ? AND course_id = ?').get(quizId, courseId) as
    QuizRow | undefined;
}

/** A quiz as the course page lists it, placed after the last lecture of its section. */
export function toQuizSummary(db: Db, quiz: QuizRow, sections: readonly Section[]): Record<string, unknown> {
  const { n } = db.prepare('SELECT COUNT(*) AS n FROM quiz_questions WHERE quiz_id = ?').get(quiz.id) as { n: number };
  const section = sections[quiz.section_index] ?? sections.at(-1);
  return {
    id: quiz.id,
    title: quiz.title,
    section: section?.title ?? '',
    sectionIndex: quiz.section_index,
    afterLectureId: section?.lastLectureId ?? null,
    questionsCount: n,
    passPercent: PASS_PERCENT,
  };
}

/** The quiz that closes a lecture's section when the lecture is that section's last, else null. */
export function quizAfter(quizzes: readonly QuizRow[], sections: readonly Section[], lectureId: number): number | null {
  const index = sections.findIndex((section) => section.lastLectureId === lectureId);
  if (index === -1) return null;
  return quizzes.find((quiz) => quiz.section_index === index)?.id ?? null;
}

export function questionsOf(db: Db, quizId: number): QuizQuestion[] {
  const questions = db
    .prepare('SELECT id, position, prompt, kind, explanation FROM quiz_questions WHERE quiz_id = ? ORDER BY position')
    .all(quizId) as Omit<QuizQuestion, 'options'>[];
  const options = db.prepare('SELECT id, text, is_correct FROM quiz_options WHERE question_id = ? ORDER BY position');
  return questions.map((question) => ({
    ...question,
    options: (options.all(question.id) as { id: number; text: string; is_correct: number }[]).map((o) => ({
      id: o.id,
      text: o.text,
      isCorrect: o.is_correct === 1,
    })),
  }));
}

/** The questions as the learner sees them before submitting: no key, no explanation. */
export const toPublicQuestion = (question: QuizQuestion): Record<string, unknown> => ({
  id: question.id,
  prompt: question.prompt,
  kind: question.kind,
  options: question.options.map((o) => ({ id: o.id, text: o.text })),
});

/** Right when the chosen options are exactly the correct ones (a partly right multiple choice is wrong). */
export function grade(question: QuizQuestion, chosen: readonly number[]): StoredResult {
  const correctOptionIds = question.options.filter((o) => o.isCorrect).map((o) => o.id);
  const chosenOptionIds = question.options.filter((o) => chosen.includes(o.id)).map((o) => o.id);
  const correct =
    chosenOptionIds.length === correctOptionIds.length && correctOptionIds.every((id) => chosenOptionIds.includes(id));
  return { questionId: question.id, chosenOptionIds, correctOptionIds, correct, explanation: question.explanation };
}

export const passes = (score: number, total: number): boolean => total > 0 && score * 100 >= PASS_PERCENT * total;

export function hasPassed(db: Db, userId: number, quizId: number): boolean {
  return (
    db
      .prepare('SELECT 1 FROM quiz_attempts WHERE user_id = ? AND quiz_id = ? AND passed = 1 LIMIT 1')
      .get(userId, quizId) !== undefined
  );
}

/** When the learner last submitted this quiz (ms since the epoch), or null. */
export function lastSubmittedAt(db: Db, userId: number, quizId: number): number | null {
  const row = db
    .prepare('SELECT submitted_at FROM quiz_attempts WHERE user_id = ? AND quiz_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId, quizId) as { submitted_at: string } | undefined;
  return row ? Date.parse(row.submitted_at) : null;
}

export function insertAttempt(
  db: Db,
  attempt: { userId: number; quizId: number; results: StoredResult[]; startedAt: string | null; submittedAt: string },
): number {
  const score = attempt.results.filter((r) => r.correct).length;
  const total = attempt.results.length;
  const inserted = db
    .prepare(
      `INSERT INTO quiz_attempts (user_id, quiz_id, score, total, passed, answers, started_at, submitted_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      attempt.userId,
      attempt.quizId,
      score,
      total,
      passes(score, total) ? 1 : 0,
      JSON.stringify(attempt.results),
      attempt.startedAt,
      attempt.submittedAt,
    );
  return Number(inserted.lastInsertRowid);
}

const ATTEMPT_COLUMNS = 'id, score, total, passed, answers, started_at, submitted_at';

export function findAttempt(db: Db, attemptId: number): Record<string, unknown> {
  return toAttempt(
    db.prepare(`SELECT ${ATTEMPT_COLUMNS} FROM quiz_attempts WHERE id = ?`).get(attemptId) as AttemptRow,
  );
}

/** The learner's latest submitted attempt of a quiz, with its key and explanations, or null. */
export function lastAttempt(db: Db, userId: number, quizId: number): Record<string, unknown> | null {
  const row = db
    .prepare(`SELECT ${ATTEMPT_COLUMNS} FROM quiz_attempts WHERE user_id = ? AND quiz_id = ? ORDER BY id DESC LIMIT 1`)
    .get(userId, quizId) as AttemptRow | undefined;
  return row ? toAttempt(row) : null;
}

function toAttempt(row: AttemptRow): Record<string, unknown> {
  const seconds =
    row.started_at === null ? NaN : Math.round((Date.parse(row.submitted_at) - Date.parse(row.started_at)) / 1000);
  return {
    id: row.id,
    score: row.score,
    total: row.total,
    percent: row.total === 0 ? 0 : Math.round((row.score / row.total) * 100),
    passed: row.passed === 1,
    submittedAt: row.submitted_at,
    // a clock that ran backwards (or a start the learner's device made up) gives no duration
    durationSeconds: Number.isFinite(seconds) && seconds >= 0 ? seconds : null,
    results: JSON.parse(row.answers) as StoredResult[],
  };
}
