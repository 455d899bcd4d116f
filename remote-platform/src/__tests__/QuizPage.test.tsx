/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { API } from './fixtures';
import { gettingStartedQuiz, scoreAttempt } from './quiz-fixtures';
import { openQuiz as open, question, startQuiz } from './quiz-test-helpers';
import { resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

it('loads with a skeleton, then shows the quiz not started: title, length, pass mark and "Start quiz"', async () => {
  open();
  expect(screen.getByRole('status', { name: 'Loading the quiz' })).toBeInTheDocument();
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Getting started: check your understanding' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: '3 questions · pass mark 70 %' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start quiz' })).toBeInTheDocument();
  expect(screen.queryByRole('group')).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: /QA Fundamentals/ })).toHaveAttribute('href', '/courses/qa-fundamentals');
});

it('a failed load shows the server sentence and Retry, which loads the quiz', async () => {
  server.use(failsTwice(`${API}/courses/qa-fundamentals/quizzes/1`, 'Try later.'));
  const user = userEvent.setup();
  open();
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(within(alert).getByText('Try later.')).toBeInTheDocument();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('button', { name: 'Start quiz' })).toBeInTheDocument();
});

it('a course outside the plan: the API sentence and a link to the plans', async () => {
  server.use(
    http.get(`${API}/courses/qa-fundamentals/quizzes/1`, () =>
      HttpResponse.json({ message: 'This course is part of the paid plans.' }, { status: 403 }),
    ),
  );
  open();
  expect(await screen.findByRole('heading', { name: 'This quiz is locked' })).toBeInTheDocument();
  expect(screen.getByText('This course is part of the paid plans.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/subscriptions');
  expect(screen.getByRole('heading', { level: 1, name: 'Getting started: check your understanding' })).toBeVisible();
});

it('an unknown quiz is the not-found page', async () => {
  open(99);
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
});

it('in progress: one group per question, radios for one answer, checkboxes for several', async () => {
  const user = userEvent.setup();
  await startQuiz(user);
  expect(screen.getAllByRole('group', { name: /^Question \d of 3/ })).toHaveLength(3);
  expect(question(1)).toHaveAccessibleName('Question 1 of 3 What does quality assurance aim to prevent?');
  expect(within(question(1)).getAllByRole('radio')).toHaveLength(3);
  expect(within(question(2)).getAllByRole('checkbox')).toHaveLength(4);
  expect(within(question(2)).getByText('Choose every answer that applies.')).toBeInTheDocument();
  await user.click(within(question(1)).getByRole('radio', { name: 'Writing code' }));
  await user.click(within(question(1)).getByRole('radio', { name: 'Defects reaching users' }));
  expect(within(question(1)).getByRole('radio', { name: 'Writing code' })).not.toBeChecked();
  expect(screen.getByText('1 of 3 answered')).toBeInTheDocument();
});

it('a quiz taken before says how the last attempt went', async () => {
  const lastAttempt = scoreAttempt({ 101: [2], 102: [4, 5, 7], 103: [9] });
  server.use(
    http.get(`${API}/courses/qa-fundamentals/quizzes/1`, () =>
      HttpResponse.json({ ...gettingStartedQuiz, lastAttempt }),
    ),
  );
  open();
  expect(await screen.findByText('Your last attempt: 2 of 3 · 67 % · Not passed yet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start quiz' })).toBeInTheDocument();
});

it('while the session starts, the page shows its skeleton', async () => {
  useAuthStore.setState({ accessToken: null, user: null, isAuthLoading: true });
  open();
  expect(screen.getByRole('status', { name: 'Loading the quiz' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument());
});
