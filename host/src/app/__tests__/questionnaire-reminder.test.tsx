import { screen } from '@testing-library/react';
import { mainApi } from '@qa/shared/data/api-client';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { makeAccessToken } from '@qa/testing/tokens';
import { chooseCookies, dialog, renderDialogs, resetBrowser, signInAs, testConfig, wait } from './dialogs-harness';

jest.mock('../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));
jest.mock('@qa/shared/data/api-client', () => ({ mainApi: { put: jest.fn(), get: jest.fn(), post: jest.fn() } }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

const put = jest.mocked(mainApi.put);
const reminder = () => dialog('Tell us about your goals');

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  setAppConfig(testConfig);
  chooseCookies('false');
});
afterEach(() => jest.useRealTimers());

it('opens 180 s after the start for a user with an unfinished questionnaire, not at 179 s', async () => {
  signInAs();
  renderDialogs('/');
  await wait(179_000);
  expect(reminder()).not.toBeInTheDocument();
  await wait(1_000);
  expect(screen.getByRole('dialog', { name: 'Tell us about your goals' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Take the questionnaire' })).toHaveAttribute('href', '/questionnaire');
});

it.each([
  ['no user', null],
  ['a user who finished the questionnaire', { isQuestionnaireComplete: true }],
  ['a user who skipped the reminder', { isSkipQuestionnaireReminder: true }],
])('never opens for %s', async (_label, user) => {
  if (user) signInAs(user);
  renderDialogs('/');
  await wait(180_000);
  expect(reminder()).not.toBeInTheDocument();
});

it('does not open on the questionnaire itself', async () => {
  signInAs();
  renderDialogs('/questionnaire');
  await wait(180_000);
  expect(reminder()).not.toBeInTheDocument();
});

it('in-app navigation does not restart the 180 s', async () => {
  signInAs();
  const user = renderDialogs('/');
  await wait(100_000);
  await user.click(screen.getByRole('link', { name: 'Blog' }));
  await wait(80_000);
  expect(screen.getByRole('dialog', { name: 'Tell us about your goals' })).toBeInTheDocument();
});

it("'Don't show me this again' skips on the server, takes the new token and closes", async () => {
  signInAs();
  put.mockResolvedValue({ data: { accessToken: makeAccessToken({ isSkipQuestionnaireReminder: true }) } });
  const user = renderDialogs('/');
  await wait(180_000);
  await user.click(screen.getByRole('button', { name: "Don't show me this again" }));
  await wait(0);
  expect(put).toHaveBeenCalledWith('/users/questionnaireSkip');
  expect(useAuthStore.getState().user?.isSkipQuestionnaireReminder).toBe(true);
  expect(reminder()).not.toBeInTheDocument();
});

it("a failed skip toasts the server's message and keeps the dialog", async () => {
  signInAs();
  put.mockRejectedValue(new ApiError('Skipping is down', 'http', 500));
  const user = renderDialogs('/');
  await wait(180_000);
  await user.click(screen.getByRole('button', { name: "Don't show me this again" }));
  await wait(0);
  expect(notify).toHaveBeenCalledWith('Skipping is down', { variant: 'error' });
  expect(reminder()).toBeInTheDocument();
});

it('the link to the questionnaire closes it for the rest of the page load', async () => {
  signInAs();
  const user = renderDialogs('/');
  await wait(180_000);
  await user.click(screen.getByRole('link', { name: 'Take the questionnaire' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/questionnaire');
  await user.click(screen.getByRole('link', { name: 'Blog' }));
  expect(reminder()).not.toBeInTheDocument();
});

describe('from the keyboard', () => {
  /** A signed-in visitor whose focus is on the Blog link when the reminder comes up at 180 s. */
  async function openWithFocusOnBlog() {
    signInAs();
    const user = renderDialogs('/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
    await wait(180_000);
    return user;
  }

  it('focus moves into the reminder when it opens', async () => {
    await openWithFocusOnBlog();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    expect(reminder()).toContainElement(document.activeElement as HTMLElement);
  });

  it('Tab and Shift+Tab stay inside the reminder', async () => {
    const user = await openWithFocusOnBlog();
    await user.tab();
    expect(screen.getByRole('button', { name: "Don't show me this again" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Take the questionnaire' })).toHaveFocus();
    // From the last control Tab wraps to the first, never to the page behind.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'Take the questionnaire' })).toHaveFocus();
  });

  it('Escape closes it and gives focus back to where it was', async () => {
    const user = await openWithFocusOnBlog();
    await user.keyboard('{Escape}');
    expect(reminder()).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveFocus();
  });

  it('Enter on the questionnaire link goes there and closes it', async () => {
    const user = await openWithFocusOnBlog();
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/questionnaire');
    expect(reminder()).not.toBeInTheDocument();
  });
});
