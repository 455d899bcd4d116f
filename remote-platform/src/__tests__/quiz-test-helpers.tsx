import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import QuizPage from '../pages/QuizPage';
import { API } from './fixtures';
import { renderPage } from '@qa/testing/page-harness';

/** The quiz page's tests: QA Fundamentals' first quiz (three questions, quiz-fixtures.ts). */
export const ATTEMPTS = `${API}/courses/qa-fundamentals/quizzes/1/attempts`;

export const openQuiz = (quizId: number | string = 1) =>
  renderPage('/courses/:courseSlug/quiz/:quizId', <QuizPage />, `/courses/qa-fundamentals/quiz/${quizId}`);

export const question = (n: number) => screen.getByRole('group', { name: new RegExp(`^Question ${n} of 3`) });

export async function startQuiz(user: UserEvent) {
  openQuiz();
  await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
}

/** Answers every question right (`allRight`) or the first one wrong. */
export async function answerAll(user: UserEvent, allRight = true) {
  await user.click(
    within(question(1)).getByRole('radio', { name: allRight ? 'Defects reaching users' : 'Writing code' }),
  );
  for (const name of ['Requirements', 'Design', 'Testing'])
    await user.click(within(question(2)).getByRole('checkbox', { name }));
  await user.click(within(question(3)).getByRole('radio', { name: 'The whole team' }));
}

export const submitButton = () => screen.getByRole('button', { name: 'Submit answers' });
