/**
 * A course's section quizzes in the database, written in place from its lesson file
 * (seed-data/lessons/): a quiz, question or option keeps its id as long as its position stays, so
 * attempts and progress keep pointing at it when the words change. Attempts hold their own graded
 * answers, so they read the same after the questions change.
 */
import type { Db } from './connection.ts';
import type { SeedQuiz } from './seed-data/lessons/types.ts';

/** One graded question of an attempt, as stored in `quiz_attempts.answers` and sent back to the learner. */
export interface StoredResult {
  questionId: number;
  chosenOptionIds: number[];
  correctOptionIds: number[];
  correct: boolean;
  explanation: string;
}

/** Puts exactly `quizzes` on the course `courseSlug` (an empty list removes its quizzes, with their attempts). */
export function syncQuizzes(db: Db, courseSlug: string, quizzes: readonly SeedQuiz[]): void {
  const course = db.prepare('SELECT id FROM courses WHERE slug = ?').get(courseSlug) as { id: number } | undefined;
  if (!course) throw new Error(`There is no course "${courseSlug}" to put quizzes on.`);
  const quiz = db.prepare(
    `INSERT INTO quizzes (course_id, position, section_index, title) VALUES (?, ?, ?, ?)
     ON CONFLICT (course_id, position) DO UPDATE SET section_index = excluded.section_index, title = excluded.title
     RETURNING id`,
  );
  const question = db.prepare(
    `INSERT INTO quiz_questions (quiz_id, position, prompt, kind, explanation) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (quiz_id, position) DO UPDATE SET prompt = excluded.prompt, kind = excluded.kind, explanation = excluded.explanation
     RETURNING id`,
  );
  const option = db.prepare(
    `INSERT INTO quiz_options (question_id, position, text, is_correct) VALUES (?, ?, ?, ?)
     ON CONFLICT (question_id, position) DO UPDATE SET text = excluded.text, is_correct = excluded.is_correct`,
  );
  db.transaction(() => {
    quizzes.forEach((q, quizIndex) => {
      const quizId = (quiz.get(course.id, quizIndex + 1, q.section, q.title) as { id: number }).id;
      q.questions.forEach((item, questionIndex) => {
        checkQuestion(courseSlug, q.title, item);
        const questionId = (
          question.get(quizId, questionIndex + 1, item.prompt, item.kind, item.explanation) as { id: number }
        ).id;
        item.options.forEach((text, index) =>
          option.run(questionId, index + 1, text, item.correct.includes(index) ? 1 : 0),
        );
        db.prepare('DELETE FROM quiz_options WHERE question_id = ? AND position > ?').run(
          questionId,
          item.options.length,
        );
      });
      db.prepare('DELETE FROM quiz_questions WHERE quiz_id = ? AND position > ?').run(quizId, q.questions.length);
    });
    db.prepare('DELETE FROM quizzes WHERE course_id = ? AND position > ?').run(course.id, quizzes.length);
  })();
}

/** A question the site could not show or score is a mistake in the lesson file: say where. */
function checkQuestion(courseSlug: string, quizTitle: string, question: SeedQuiz['questions'][number]): void {
  const inRange = question.correct.every((index) => index >= 0 && index < question.options.length);
  const count = new Set(question.correct).size;
  const fits = question.kind === 'single' ? count === 1 : count >= 1;
  if (!inRange || !fits || question.options.length < 2)
    throw new Error(`${courseSlug}, quiz "${quizTitle}": "${question.prompt}" has options or answers that do not fit.`);
}

/** The graded answers of a quiz taken without a mistake: every question answered with its correct options. */
function perfectResults(db: Db, quizId: number): StoredResult[] {
  const questions = db
    .prepare('SELECT id, explanation FROM quiz_questions WHERE quiz_id = ? ORDER BY position')
    .all(quizId) as { id: number; explanation: string }[];
  const correct = db.prepare('SELECT id FROM quiz_options WHERE question_id = ? AND is_correct = 1 ORDER BY position');
  return questions.map((q) => {
    const ids = (correct.all(q.id) as { id: number }[]).map((row) => row.id);
    return { questionId: q.id, chosenOptionIds: ids, correctOptionIds: ids, correct: true, explanation: q.explanation };
  });
}

/** Records a full-score attempt at `submittedAt` (a seeded learner's, or one a certificate vouches for). */
export function creditQuiz(db: Db, userId: number, quizId: number, submittedAt: string): void {
  const results = perfectResults(db, quizId);
  db.prepare(
    `INSERT INTO quiz_attempts (user_id, quiz_id, score, total, passed, answers, started_at, submitted_at)
     VALUES (?, ?, ?, ?, 1, ?, NULL, ?)`,
  ).run(userId, quizId, results.length, results.length, JSON.stringify(results), submittedAt);
}

/**
 * A certificate issued before its course had quizzes (or before a quiz was added) stays a finished
 * course: its holder gets those quizzes as passed, on the certificate's date.
 */
export function creditQuizzesOfCertificates(db: Db): void {
  const missing = db
    .prepare(
      `SELECT ce.user_id, q.id AS quiz_id, ce.issued_at FROM certificates ce JOIN quizzes q ON q.course_id = ce.course_id
       WHERE NOT EXISTS (SELECT 1 FROM quiz_attempts a WHERE a.user_id = ce.user_id AND a.quiz_id = q.id AND a.passed = 1)
       ORDER BY ce.id, q.position`,
    )
    .all() as { user_id: number; quiz_id: number; issued_at: string }[];
  for (const row of missing) creditQuiz(db, row.user_id, row.quiz_id, row.issued_at);
}
