import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { getQuestionnaireQuestions } from '../features/questionnaire/api/questions';
import { submitQuestionnaireAnswers } from '../features/questionnaire/api/answers';
import type * as ApiMocks from './api-mocks';
import { deferred } from '@qa/testing/page-harness';
import {
  answerAllAndReachSubmit,
  completedSession,
  goal,
  open,
  question,
  setUpQuestionnaire,
  submit,
} from './questionnaire-fixtures';

jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

jest.mock('../features/questionnaire/api/questions', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').questionsApi(),
);
jest.mock('../features/questionnaire/api/answers', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').answersApi(),
);

const mocked = jest.mocked({ getQuestionnaireQuestions, submitQuestionnaireAnswers });

beforeEach(setUpQuestionnaire);

it('submits every answer and hands the new session over with next = /dashboard', async () => {
  mocked.submitQuestionnaireAnswers.mockResolvedValue(completedSession);
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(submit());
  expect(mocked.submitQuestionnaireAnswers).toHaveBeenCalledWith([
    { questionId: 1, optionIds: ['junior'] },
    { questionId: 2, optionIds: ['manual', 'api'] },
    { questionId: 3, text: 'Get my first QA job' },
  ]);
  await waitFor(() => expect(useAuthStore.getState().nextPath).toBe('/dashboard'));
  expect(useAuthStore.getState().user?.isQuestionnaireComplete).toBe(true);
  expect(localStore.getString(storageKeys.refreshToken)).toBe('refresh-after-questionnaire');
  expect(submit()).toBeDisabled();
});

it('hands the new session over with next = the stored redirectPath', async () => {
  localStore.setString(storageKeys.redirectPath, '/courses/qa-fundamentals');
  mocked.submitQuestionnaireAnswers.mockResolvedValue(completedSession);
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(submit());
  await waitFor(() => expect(useAuthStore.getState().nextPath).toBe('/courses/qa-fundamentals'));
});

it.each(['/', '/?ref=hero#plans', '/plans'])(
  'a sign-up started on the landing (redirectPath %s) lands on the dashboard',
  async (saved) => {
    localStore.setString(storageKeys.redirectPath, saved);
    mocked.submitQuestionnaireAnswers.mockResolvedValue(completedSession);
    open();
    await answerAllAndReachSubmit();
    await userEvent.click(submit());
    await waitFor(() => expect(useAuthStore.getState().nextPath).toBe('/dashboard'));
  },
);

it('says so when the new tokens make no session', async () => {
  mocked.submitQuestionnaireAnswers.mockResolvedValue({ accessToken: 'not-a-jwt', refreshToken: 'x' });
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('could not log you in again');
  expect(notify).toHaveBeenCalledWith(expect.stringContaining('could not log you in again'), {
    variant: 'error',
    persist: true,
  });
});

it('shows the server error above the buttons and keeps the answers for another try', async () => {
  mocked.submitQuestionnaireAnswers
    .mockRejectedValueOnce(new ApiError('Please write an answer to: "What is your goal?"', 'http', 400))
    .mockResolvedValueOnce(completedSession);
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(submit());
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Please write an answer to: "What is your goal?"');
  expect(alert.compareDocumentPosition(submit()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(goal()).toHaveValue('  Get my first QA job  ');
  expect(submit()).toBeEnabled();

  await userEvent.click(submit());
  expect(mocked.submitQuestionnaireAnswers).toHaveBeenCalledTimes(2);
  expect(mocked.submitQuestionnaireAnswers.mock.calls[1]).toEqual(mocked.submitQuestionnaireAnswers.mock.calls[0]);
  await waitFor(() => expect(useAuthStore.getState().nextPath).toBe('/dashboard'));
});

it('posts once on a double click, with Submit disabled while pending', async () => {
  const request = deferred<SessionTokens>();
  mocked.submitQuestionnaireAnswers.mockReturnValue(request.promise);
  open();
  await answerAllAndReachSubmit();
  await userEvent.dblClick(submit());
  await waitFor(() => expect(submit()).toBeDisabled());
  expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  request.resolve(completedSession);
  await waitFor(() => expect(useAuthStore.getState().nextPath).toBe('/dashboard'));
  expect(mocked.submitQuestionnaireAnswers).toHaveBeenCalledTimes(1);
});

// Both clicks land before React renders again, as a double click can outrun a busy frame.
it('posts once when the second click arrives before Submit is re-rendered as disabled', async () => {
  mocked.submitQuestionnaireAnswers.mockReturnValue(deferred<SessionTokens>().promise);
  open();
  await answerAllAndReachSubmit();
  const button = submit();
  act(() => {
    fireEvent.click(button);
    fireEvent.click(button);
  });
  await waitFor(() => expect(button).toBeDisabled());
  expect(mocked.submitQuestionnaireAnswers).toHaveBeenCalledTimes(1);
});

it('posts once when Enter is pressed twice on Submit', async () => {
  mocked.submitQuestionnaireAnswers.mockReturnValue(deferred<SessionTokens>().promise);
  open();
  await answerAllAndReachSubmit();
  submit().focus();
  await userEvent.keyboard('{Enter}{Enter}');
  await waitFor(() => expect(submit()).toBeDisabled());
  expect(mocked.submitQuestionnaireAnswers).toHaveBeenCalledTimes(1);
});

it('says when the questions fail to load, after one retry, and loads them again on Retry', async () => {
  mocked.getQuestionnaireQuestions
    .mockRejectedValueOnce(new ApiError('Server unavailable.', 'http', 503))
    .mockRejectedValueOnce(new ApiError('Server unavailable.', 'http', 503));
  open();
  // The one automatic retry waits a second.
  const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
  expect(alert).toHaveTextContent('We could not load the questions. Server unavailable.');
  expect(mocked.getQuestionnaireQuestions).toHaveBeenCalledTimes(2);
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await question('What is your experience in QA?')).toBeInTheDocument();
});

it('with no questions links to the dashboard', async () => {
  mocked.getQuestionnaireQuestions.mockResolvedValue([]);
  open();
  expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
});

it('Skip for now goes to the stored redirectPath without answering', async () => {
  localStore.setString(storageKeys.redirectPath, '/paths');
  open();
  await question('What is your experience in QA?');
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/paths');
  expect(mocked.submitQuestionnaireAnswers).not.toHaveBeenCalled();
});

it('Skip for now goes to the dashboard when the landing saved the redirectPath', async () => {
  localStore.setString(storageKeys.redirectPath, '/');
  open();
  await question('What is your experience in QA?');
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});

it('Skip for now goes to the dashboard when no redirectPath is stored', async () => {
  open();
  await question('What is your experience in QA?');
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});
