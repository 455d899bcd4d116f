import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { getQuestionnaireQuestions, type Question } from '../features/questionnaire/api/questions';
import { submitQuestionnaireAnswers } from '../features/questionnaire/api/answers';
import type * as ApiMocks from './api-mocks';
import { deferred } from '@qa/testing/page-harness';
import {
  answerAllAndReachSubmit,
  goal,
  next,
  open,
  question,
  questions,
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

it('shows the section spinner while the questions load', () => {
  mocked.getQuestionnaireQuestions.mockReturnValue(new Promise(() => undefined));
  open();
  expect(screen.getByRole('heading', { level: 1, name: 'Tell us about yourself' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading the questions');
});

it('on a phone, the welcome modal of a plan click does not cover the questions of a signed-in visitor', async () => {
  localStore.setString(storageKeys.authWithText, 'true');
  open();
  expect(await question('What is your experience in QA?')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
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

it('keeps the step and the answers when every query is reset (the signed-in country arrives, docs/behaviour.md)', async () => {
  open();
  await userEvent.click(await screen.findByRole('radio', { name: 'Up to a year' }));
  await userEvent.click(next());
  await question('What do you want to learn?');
  const refetch = deferred<Question[]>();
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
