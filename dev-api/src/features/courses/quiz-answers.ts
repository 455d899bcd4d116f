/** A learner's answers to a quiz, checked before they are graded: every question, only its own options. */
import { badRequest } from '../../lib/errors.ts';
import type { QuizQuestion } from './quiz-repository.ts';

/** The submitted answers: option ids by question id (JSON object keys are strings). */
export type SubmittedAnswers = Record<string, number[]>;

const named = (question: QuizQuestion): string => `question ${question.position} ("${question.prompt}")`;

/** The chosen option ids of each question, in question order; 400 naming the first question that does not fit. */
export function checkAnswers(questions: readonly QuizQuestion[], answers: SubmittedAnswers): number[][] {
  const known = new Set(questions.map((question) => String(question.id)));
  const stray = Object.keys(answers).find((key) => !known.has(key));
  if (stray !== undefined) throw badRequest(`There is no question ${stray} in this quiz.`);
  return questions.map((question) => {
    const chosen = [...new Set(answers[String(question.id)] ?? [])];
    if (chosen.length === 0) throw badRequest(`Please answer ${named(question)}.`);
    const unknown = chosen.find((id) => !question.options.some((option) => option.id === id));
    if (unknown !== undefined) throw badRequest(`Option ${unknown} is not an option of ${named(question)}.`);
    if (question.kind === 'single' && chosen.length > 1)
      throw badRequest(`Choose only one option for ${named(question)}.`);
    return chosen;
  });
}
