/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { renderInHost } from '@qa/testing/render-probe';
import { Route, Routes } from '@qa/testing/router';
import { makeAccessToken } from '@qa/testing/tokens';
import { courseKeys } from '../api/course-keys';
import QuizPage from '../pages/QuizPage';
import { submissionOf } from './quiz-fixtures';
import { answerAll, ATTEMPTS, question, startQuiz, submitButton as submit } from './quiz-test-helpers';
import { resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

it('submit stays disabled until every question is answered; pressed early, it names the missing ones', async () => {
  let posted = 0;
  server.use(http.post(ATTEMPTS, () => void (posted += 1)));
  const user = userEvent.setup();
  await startQuiz(user);
  await user.click(within(question(1)).getByRole('radio', { name: 'Defects reaching users' }));
  expect(submit()).toHaveAttribute('aria-disabled', 'true');
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Answer every question before you submit. Not answered yet: questions 2 and 3.',
  );
  expect(within(question(2)).getByText(/Not answered yet/)).toBeInTheDocument();
  expect(posted).toBe(0);
  await answerAll(user);
  expect(submit()).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('while submitting, the button is busy and the answers are locked', async () => {
  let answer: () => void = () => {};
  server.use(
    http.post(
      ATTEMPTS,
      () =>
        new Promise<Response>((resolve) => {
          answer = () =>
            resolve(HttpResponse.json(submissionOf({ 101: [1], 102: [4, 5, 7], 103: [9] }), { status: 201 }));
        }),
    ),
  );
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user);
  await user.click(submit());
  const busy = screen.getByRole('button', { name: /Submitting/ });
  expect(busy).toBeDisabled();
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(within(question(1)).getByRole('radio', { name: 'Writing code' })).toBeDisabled();
  answer();
  expect(await screen.findByRole('heading', { name: 'Your result' })).toBeInTheDocument();
});

it('not passed: the score, "Not passed yet", each question right or wrong with the right answers and why', async () => {
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user, false);
  await user.click(submit());
  const heading = await screen.findByRole('heading', { name: 'Your result' });
  expect(heading).toHaveFocus();
  expect(screen.getByText('2 of 3 · 67 %')).toBeInTheDocument();
  expect(screen.getByText('Not passed yet')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
  const [first, second] = within(screen.getByRole('region', { name: 'Your answers' })).getAllByRole('listitem');
  const wrong = within(first as HTMLElement);
  expect(wrong.getByRole('heading', { name: '1. What does quality assurance aim to prevent?' })).toBeInTheDocument();
  expect(wrong.getByText('Incorrect')).toBeInTheDocument();
  expect(first).toHaveTextContent('Your answer: Writing code');
  expect(first).toHaveTextContent('Correct answer: Defects reaching users');
  expect(wrong.getByText(/keeps defects from reaching users/)).toBeInTheDocument();
  expect(within(second as HTMLElement).getByText('Correct')).toBeInTheDocument();
  expect(second).toHaveTextContent('Your answer: Requirements, Design, Testing');
});

it('"Try again" starts a new attempt with nothing chosen', async () => {
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user, false);
  await user.click(submit());
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(screen.queryByRole('heading', { name: 'Your result' })).not.toBeInTheDocument();
  expect(within(question(1)).getByRole('radio', { name: 'Writing code' })).not.toBeChecked();
  expect(screen.getByText('0 of 3 answered')).toBeInTheDocument();
});

it('passed: "Passed", Continue to the first lecture of the next section, the new score in the session', async () => {
  server.use(
    http.post(ATTEMPTS, async ({ request }) => {
      const { answers } = (await request.json()) as { answers: Record<string, number[]> };
      const accessToken = makeAccessToken({ id: 1, fullName: 'Demo Learner', rating: { position: 9, score: 40 } });
      return HttpResponse.json(submissionOf(answers, { accessToken }), { status: 201 });
    }),
  );
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user);
  await user.click(submit());
  expect(await screen.findByText('3 of 3 · 100 %')).toBeInTheDocument();
  expect(screen.getByText('Passed')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/courses/qa-fundamentals/lecture/13');
  expect(screen.queryByRole('link', { name: 'View your certificate' })).not.toBeInTheDocument();
  expect(useAuthStore.getState().user?.rating).toEqual({ position: 9, score: 40 });
});

it('the answer becomes the course progress at once, as a completed lecture does', async () => {
  const queryClient = createQueryClient();
  const page = (
    <Routes>
      <Route path="/courses/:courseSlug/quiz/:quizId" element={<QuizPage />} />
    </Routes>
  );
  renderInHost(page, '/courses/qa-fundamentals/quiz/1', 'light', queryClient);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
  await answerAll(user);
  await user.click(submit());
  await screen.findByText('Passed');
  expect(queryClient.getQueryData(courseKeys.progress('qa-fundamentals', 1))).toEqual({
    courseId: 1,
    percent: 38,
    completedLectureIds: [11, 12],
    passedQuizIds: [1],
    certificateId: null,
  });
});

it('passing the last quiz of a course links its certificate', async () => {
  server.use(
    http.post(ATTEMPTS, async ({ request }) => {
      const { answers } = (await request.json()) as { answers: Record<string, number[]> };
      return HttpResponse.json(submissionOf(answers, { percent: 100, certificateId: 9 }), { status: 201 });
    }),
  );
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user);
  await user.click(submit());
  expect(await screen.findByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    '/rating/1/certificate/9',
  );
});

it('a failed submit keeps every answer and Retry sends them again', async () => {
  let calls = 0;
  const bodies: unknown[] = [];
  server.use(
    http.post(ATTEMPTS, async ({ request }) => {
      calls += 1;
      const { answers } = (await request.json()) as { answers: Record<string, number[]> };
      bodies.push(answers);
      return calls === 1
        ? HttpResponse.json({ message: 'The server is busy.' }, { status: 503 })
        : HttpResponse.json(submissionOf(answers), { status: 201 });
    }),
  );
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user);
  await user.click(submit());
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Your answers were not sent' })).toBeInTheDocument();
  expect(alert).toHaveTextContent('The server is busy.');
  expect(within(question(1)).getByRole('radio', { name: 'Defects reaching users' })).toBeChecked();
  expect(within(question(2)).getByRole('checkbox', { name: 'Design' })).toBeChecked();
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 of 3 · 100 %')).toBeInTheDocument();
  expect(bodies[1]).toEqual(bodies[0]);
  expect(bodies[0]).toEqual({ 101: [1], 102: [4, 5, 7], 103: [9] });
});

it('a second submit within a second: the 429 sentence as the server wrote it', async () => {
  const message = 'You just submitted this quiz. Wait a moment before trying again.';
  server.use(http.post(ATTEMPTS, () => HttpResponse.json({ message }, { status: 429 })));
  const user = userEvent.setup();
  await startQuiz(user);
  await answerAll(user);
  await user.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});
