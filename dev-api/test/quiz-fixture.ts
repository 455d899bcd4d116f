/** Quizzes of our own for the tests, so they do not depend on what the lesson files hold. */
import type { FastifyInstance } from 'fastify';
import { syncQuizzes } from '../src/db/seed-quizzes.ts';
import type { SeedQuiz } from '../src/db/seed-data/lessons/types.ts';
import { questionsOf, quizzesOf } from '../src/features/courses/quiz-repository.ts';
import { findCourseBySlug } from '../src/features/courses/repository.ts';

/** QA Fundamentals' sections: 0 "Getting started" (lectures 1–2), 1 "How testing works" (3–5), 2 "Practice" (6). */
export const FIXTURE_QUIZZES: SeedQuiz[] = [
  {
    title: 'Getting started: check yourself',
    section: 0,
    questions: [
      {
        prompt: 'What does a tester mainly provide?',
        kind: 'single',
        options: ['Code', 'Information about quality', 'Deadlines'],
        correct: [1],
        explanation: 'Testing gives the team information about the quality of the product.',
      },
      {
        prompt: 'Which are phases of the life cycle?',
        kind: 'multiple',
        options: ['Requirements', 'Lunch', 'Testing', 'Vacation'],
        correct: [0, 2],
        explanation: 'Requirements and testing are phases; the others are not.',
      },
      {
        prompt: 'When is a bug cheapest to fix?',
        kind: 'single',
        options: ['Early', 'In production'],
        correct: [0],
        explanation: 'The earlier a bug is found, the less it costs.',
      },
      {
        prompt: 'Who owns quality?',
        kind: 'single',
        options: ['Only testers', 'The whole team'],
        correct: [1],
        explanation: 'Quality is everyone’s job.',
      },
    ],
  },
  {
    title: 'How testing works: check yourself',
    section: 1,
    questions: [
      {
        prompt: 'Does exhaustive testing exist?',
        kind: 'single',
        options: ['Yes', 'No'],
        correct: [1],
        explanation: 'Testing everything is impossible except in trivial cases.',
      },
    ],
  },
];

/** Puts the fixture quizzes on a course (QA Fundamentals unless told) and returns their ids in order. */
export function putFixtureQuizzes(app: FastifyInstance, slug = 'qa-fundamentals', quizzes = FIXTURE_QUIZZES): number[] {
  syncQuizzes(app.ctx.db, slug, quizzes);
  const course = findCourseBySlug(app.ctx.db, slug);
  return quizzesOf(app.ctx.db, course?.id ?? 0).map((quiz) => quiz.id);
}

/** Answers by question id: the correct options, except where `override` says otherwise (by question index). */
export function answersFor(
  app: FastifyInstance,
  quizId: number,
  override: Record<number, number[]> = {},
): Record<string, number[]> {
  const answers: Record<string, number[]> = {};
  questionsOf(app.ctx.db, quizId).forEach((question, index) => {
    answers[String(question.id)] = override[index] ?? question.options.filter((o) => o.isCorrect).map((o) => o.id);
  });
  return answers;
}

/** Each question's id with its correct and wrong option ids, in question order. */
export function keyOf(app: FastifyInstance, quizId: number): { id: number; correct: number[]; wrong: number[] }[] {
  return questionsOf(app.ctx.db, quizId).map((question) => ({
    id: question.id,
    correct: question.options.filter((o) => o.isCorrect).map((o) => o.id),
    wrong: question.options.filter((o) => !o.isCorrect).map((o) => o.id),
  }));
}

/** As if the learner came back later: their attempts so far move 2 s into the past (past the double-submit guard). */
export function letTimePass(app: FastifyInstance, userId: number): void {
  app.ctx.db
    .prepare(
      "UPDATE quiz_attempts SET submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', submitted_at, '-2 seconds') WHERE user_id = ?",
    )
    .run(userId);
}
