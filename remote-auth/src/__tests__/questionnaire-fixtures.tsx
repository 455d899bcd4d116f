/** The questionnaire's test world: three questions of each kind, and the steps to answer them. */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn } from '@qa/shared/kernel/session/session';
import type { SessionTokens } from '@qa/shared/kernel/entities/user';
import { makeAccessToken } from '@qa/testing/tokens';
import { getQuestionnaireQuestions, type Question } from '../features/questionnaire/api/questions';
import QuestionnairePage from '../pages/QuestionnairePage';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { tokens } from './test-helpers';

export const questions: Question[] = [
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
export const completedSession: SessionTokens = {
  accessToken: makeAccessToken({ isQuestionnaireComplete: true }),
  refreshToken: 'refresh-after-questionnaire',
};

export const open = () => renderPage('/questionnaire', <QuestionnairePage />);
export const next = () => screen.getByRole('button', { name: 'Next' });
// While pending its text is "Submitting".
export const submit = () => screen.getByRole('button', { name: /^Submit/ });
export const question = (name: string) => screen.findByRole('group', { name });
export const goal = () => screen.getByRole('textbox', { name: 'What is your goal?' });

export async function answerAllAndReachSubmit() {
  await userEvent.click(await screen.findByRole('radio', { name: 'Up to a year' }));
  await userEvent.click(next());
  await userEvent.click(screen.getByRole('checkbox', { name: 'Manual testing' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'API testing' }));
  await userEvent.click(next());
  await userEvent.type(goal(), '  Get my first QA job  ');
}

/** Signed in with an unfinished questionnaire; the API module must be mocked by the test file. */
export function setUpQuestionnaire() {
  resetWorld();
  signIn(tokens());
  jest.mocked(getQuestionnaireQuestions).mockResolvedValue(questions);
}
