/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ProfileSecurityPage from '../pages/ProfileSecurityPage';
import { API } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const sent: unknown[] = [];
startApi(
  http.put(`${API}/auth/password`, async ({ request }) => {
    const body = (await request.json()) as { currentPassword: string };
    sent.push(body);
    return body.currentPassword === 'Demo12345!'
      ? HttpResponse.json({ message: 'Password changed.' })
      : HttpResponse.json({ message: 'The current password is not correct.' }, { status: 400 });
  }),
);
beforeEach(() => {
  resetWorld();
  signInAs();
  sent.length = 0;
});

const fill = async (user: ReturnType<typeof userEvent.setup>, current: string, next: string, confirm = next) => {
  await user.type(screen.getByLabelText(/^Current password/, { selector: 'input' }), current);
  await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), next);
  await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
};

test('checks the fields in the browser before asking the server', async () => {
  const user = userEvent.setup();
  renderPage('/profile/security', <ProfileSecurityPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeInTheDocument();
  expect(document.title).toBe('Security — QA Career');
  await fill(user, 'Demo12345!', 'short', 'other');
  expect(screen.getAllByText('At least 8 characters.').length).toBeGreaterThan(1);
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(sent).toEqual([]);
});

test('a wrong current password shows the server message', async () => {
  const user = userEvent.setup();
  renderPage('/profile/security', <ProfileSecurityPage />);
  await fill(user, 'Wrong1234!', 'NewPassword1!');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
});

test("a wrong current password's message goes when the form is sent again and the browser refuses it", async () => {
  const user = userEvent.setup();
  renderPage('/profile/security', <ProfileSecurityPage />);
  await fill(user, 'Wrong1234!', 'NewPassword1!');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  await user.clear(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }));
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
  expect(screen.queryByText('The current password is not correct.')).not.toBeInTheDocument();
});

test("a wrong current password's message goes when the next try succeeds", async () => {
  const user = userEvent.setup();
  renderPage('/profile/security', <ProfileSecurityPage />);
  await fill(user, 'Wrong1234!', 'NewPassword1!');
  expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');
  const current = screen.getByLabelText(/^Current password/, { selector: 'input' });
  await user.clear(current);
  await user.type(current, 'Demo12345!');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Password changed.');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('a change: the new password is sent, the form clears and says the other sessions ended', async () => {
  const user = userEvent.setup();
  renderPage('/profile/security', <ProfileSecurityPage />);
  await fill(user, 'Demo12345!', 'NewPassword1!');
  expect(await screen.findByRole('status')).toHaveTextContent('Your other sessions have been signed out.');
  expect(sent).toEqual([{ currentPassword: 'Demo12345!', newPassword: 'NewPassword1!' }]);
  expect(screen.getByLabelText(/^New password/, { selector: 'input' })).toHaveValue('');
});
