import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@qa/shared/auth/auth-store';
import type { SessionTokens } from '@qa/shared/entities/user';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { notify } from '@qa/shared/ui/toast';
import { getQueryClient } from '@qa/shared/query/query-client';
import { makeAccessToken } from '@qa/shared/test-utils/tokens';
import { ApiError } from '../api/api-error';
import * as api from '../api/questionnaire-api';
import type * as QuestionnaireApi from '../api/questionnaire-api';
import QuestionnairePage from '../pages/QuestionnairePage';
import { deferred, renderPage, resetWorld, tokens } from './test-helpers';

jest.mock('@qa/shared/ui/toast', () => ({ notify: jest.fn() }));

jest.mock('../api/questionnaire-api', () => ({
  ...jest.requireActual<typeof QuestionnaireApi>('../api/questionnaire-api'),
  getQuestionnaireQuestions: jest.fn(),
  submitQuestionnaireAnswers: jest.fn(),
}));

const mocked = api as jest.Mocked<typeof api>;

const questions: QuestionnaireApi.Question[] = [
  {
    id: 1,
    position: 1,
    text: 'What is your experience in QA?',
    kind: 'single',
    options: [
      { id: 'none', label: 'None yet' },
      { id: 'junior', label: 'Up to a year' },
    ],
  },
  {
    id: 2,
    position: 2,
    text: 'What do you want to learn?',
    kind: 'multiple',
    options: [
      { id: 'manual', label: 'Manual testing' },
      { id: 'automation', label: 'Automation' },
      { id: 'api', label: 'API testing' },
    ],
  },
  { id: 3, position: 3, text: 'What is your goal?', kind: 'text', options: [] },
];

/** The server's answer: a new session whose token says the questionnaire is complete. */
const completedSession: SessionTokens = {
  accessToken: makeAccessToken({ isQuestionnaireComplete: true }),
  refreshToken: 'refresh-after-questionnaire',
};

const open = () => renderPage('/questionnaire', <QuestionnairePage />);
const next = () => screen.getByRole('button', { name: 'Next' });
// While pending its text is "Submitting".
const submit = () => screen.getByRole('button', { name: /^Submit/ });
const question = (name: string) => screen.findByRole('group', { name });
const goal = () => screen.getByRole('textbox', { name: 'What is your goal?' });

async function answerAllAndReachSubmit() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Up to a year' }));
  await userEvent.click(next());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Manual testing' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'API testing' }));
  await userEvent.click(next());
  await userEvent.type(goal(), '  Get my first QA job  ');
}

beforeEach(() => {
  resetWorld();
  useAuthStore.getState().setSession(tokens());
  mocked.getQuestionnaireQuestions.mockResolvedValue(questions);
});

it('shows the section spinner while the questions load', () => {
  mocked.getQuestionnaireQuestions.mockReturnValue(new Promise(() => undefined));
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the questions');
});

it('shows one question per step with its progress and focuses the new question', async () => {
  open();
  expect(await question('What is your experience in QA?')).toBeInTheDocument();
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
  const progress = screen.getByRole('progressbar', { name: 'Questionnaire progress' });
  expect(progress).toHaveAttribute('aria-valuenow', '1');
  expect(progress).toHaveAttribute('aria-valuemax', '3');
  expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'None yet' }));
  await userEvent.click(next());
  expect(screen.getByText('Question 2 of 3')).toBeInTheDocument();
  expect(progress).toHaveAttribute('aria-valuenow', '2');
  expect(screen.getByText('What do you want to learn?')).toHaveFocus();
  expect(screen.queryByRole('radio')).not.toBeInTheDocument();
});

it('is answerable with the keyboard alone', async () => {
  open();
  await question('What is your experience in QA?');
  const first = screen.getByRole('radio', { name: 'None yet' });
  // Past the logo link to the first option.
  for (let presses = 0; presses < 5 && document.activeElement !== first; presses += 1) await userEvent.tab();
  expect(first).toHaveFocus();
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{Enter}');
  expect(await question('What do you want to learn?')).toBeInTheDocument();
});

it('a single-choice question left empty says so on its fieldset and focuses the first option', async () => {
  open();
  const group = await question('What is your experience in QA?');
  await userEvent.click(next());
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Please choose an option.');
  expect(screen.getByRole('radio', { name: 'None yet' })).toHaveFocus();
  expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('radio', { name: 'None yet' }));
  expect(group).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Please choose an option.')).not.toBeInTheDocument();
});

it('a multiple-choice question left empty says so on its fieldset and focuses the first option', async () => {
  open();
  await userEvent.click(await screen.findByRole('radio', { name: 'None yet' }));
  await userEvent.click(next());
  const group = await question('What do you want to learn?');
  await userEvent.click(next());
  expect(group).toHaveAttribute('aria-invalid', 'true');
  expect(group).toHaveAccessibleDescription('Please choose at least one option. Choose all that apply.');
  expect(screen.getByRole('checkbox', { name: 'Manual testing' })).toHaveFocus();
});

it('a text question with only spaces says so and focuses the text box, which counts what is left', async () => {
  open();
  await userEvent.click(await screen.findByRole('radio', { name: 'None yet' }));
  await userEvent.click(next());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Automation' }));
  await userEvent.click(next());
  expect(goal()).toHaveAttribute('maxlength', '2000');
  expect(goal()).toHaveAccessibleDescription('2000 characters left');
  await userEvent.type(goal(), '   ');
  await userEvent.click(submit());
  expect(goal()).toHaveAttribute('aria-invalid', 'true');
  expect(goal()).toHaveAccessibleDescription('Please write an answer. 1997 characters left');
  expect(goal()).toHaveFocus();
  expect(mocked.submitQuestionnaireAnswers).not.toHaveBeenCalled();
});

it('keeps the answers when going Back and forth', async () => {
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('checkbox', { name: 'Manual testing' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Automation' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'API testing' })).toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: 'Up to a year' })).toBeChecked();
  await userEvent.click(next());
  await userEvent.click(next());
  expect(goal()).toHaveValue('  Get my first QA job  ');
});

it('keeps the step and the answers when every query is reset (the signed-in country arrives, spec §4)', async () => {
  open();
  await userEvent.click(await screen.findByRole('radio', { name: 'Up to a year' }));
  await userEvent.click(next());
  await question('What do you want to learn?');
  const refetch = deferred<QuestionnaireApi.Question[]>();
  mocked.getQuestionnaireQuestions.mockReturnValueOnce(refetch.promise);
  act(() => void getQueryClient()?.resetQueries());
  await act(() => new Promise((resolve) => setTimeout(resolve, 20))); // react-query notifies on a timer
  // While the refetch is on the wire the person keeps their place.
  expect(screen.getByRole('group', { name: 'What do you want to learn?' })).toBeInTheDocument();
  await act(async () => refetch.resolve(questions));
  expect(mocked.getQuestionnaireQuestions).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('group', { name: 'What do you want to learn?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('radio', { name: 'Up to a year' })).toBeChecked();
});

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

it('says so when the new tokens make no session', async () => {
  mocked.submitQuestionnaireAnswers.mockResolvedValue({ accessToken: 'not-a-jwt', refreshToken: 'x' });
  open();
  await answerAllAndReachSubmit();
  await userEvent.click(submit());
  expect(await screen.findByRole('alert')).toHaveTextContent('could not sign you in again');
  expect(notify).toHaveBeenCalledWith(expect.stringContaining('could not sign you in again'), {
    variant: 'error',
    persist: true,
  });
});

it('shows the server error above the buttons and keeps the answers for another try', async () => {
  mocked.submitQuestionnaireAnswers
    .mockRejectedValueOnce(new ApiError('Please write an answer to: "What is your goal?"', 400))
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
    .mockRejectedValueOnce(new ApiError('Server unavailable.', 503))
    .mockRejectedValueOnce(new ApiError('Server unavailable.', 503));
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

it('Skip for now goes to the dashboard when no redirectPath is stored', async () => {
  open();
  await question('What is your experience in QA?');
  await userEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
  expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
});
