/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { makeAccessToken } from '@qa/testing/tokens';
import ProfilePage from '../pages/ProfilePage';
import { API } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const profile = {
  id: 1,
  email: 'demo@qa-career.dev',
  fullName: 'Demo Learner',
  country: 'US',
  profilePhotoUrl: `${API}/media/avatars/demo-learner.svg`,
  isQuestionnaireComplete: false,
  hasPassword: true,
  createdAt: '2026-11-01T10:00:00Z',
};
let patched: unknown[] = [];
const server = startApi(
  http.get(`${API}/users/me`, () => HttpResponse.json({ users: profile })),
  http.patch(`${API}/users/me`, async ({ request }) => {
    const changes = (await request.json()) as { fullName: string };
    patched.push(changes);
    return HttpResponse.json({
      users: { ...profile, ...changes },
      accessToken: makeAccessToken({ id: 1, fullName: changes.fullName }),
    });
  }),
);
beforeEach(() => {
  resetWorld();
  signInAs();
  patched = [];
});

test('shows the profile; a saved name reaches the session at once (the drawer card reads it)', async () => {
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  expect(screen.getByRole('status', { name: 'Loading your profile' })).toBeInTheDocument();
  expect(await screen.findByText('demo@qa-career.dev')).toBeInTheDocument();
  expect(document.title).toBe('Profile — QA Career');
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  const name = screen.getByRole('textbox', { name: /Full name/ });
  await user.clear(name);
  await user.type(name, 'Dana Learner');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'DE');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(patched).toEqual([{ fullName: 'Dana Learner', country: 'DE' }]);
  expect(useAuthStore.getState().user?.fullName).toBe('Dana Learner');
});

test('a too short name is refused in the browser; a server failure shows its message', async () => {
  server.use(http.patch(`${API}/users/me`, () => HttpResponse.json({ message: 'Try again later.' }, { status: 500 })));
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  const name = await screen.findByRole('textbox', { name: /Full name/ });
  await user.clear(name);
  await user.type(name, 'D');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Enter your full name (at least 2 characters).')).toBeInTheDocument();
  await user.type(name, 'ana');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
});

test("a server failure's message goes when the form is sent again and the browser refuses it", async () => {
  server.use(http.patch(`${API}/users/me`, () => HttpResponse.json({ message: 'Try again later.' }, { status: 500 })));
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  const name = await screen.findByRole('textbox', { name: /Full name/ });
  await user.type(name, ' Jr');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
  await user.clear(name);
  await user.type(name, 'D');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(screen.getByText('Enter your full name (at least 2 characters).')).toBeInTheDocument();
  expect(screen.queryByText('Try again later.')).not.toBeInTheDocument();
});

test("a server failure's message goes when the next save succeeds", async () => {
  let calls = 0;
  server.use(
    http.patch(`${API}/users/me`, () => {
      calls += 1;
      return calls === 1 ? HttpResponse.json({ message: 'Try again later.' }, { status: 500 }) : undefined;
    }),
  );
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  await user.type(await screen.findByRole('textbox', { name: /Full name/ }), ' Jr');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Try again later.');
  await user.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Saved.')).toBeInTheDocument();
  expect(screen.queryByText('Try again later.')).not.toBeInTheDocument();
});

test('the country list names each country once', async () => {
  renderPage('/profile', <ProfilePage />);
  const select = await screen.findByRole('combobox', { name: 'Country' });
  const names = within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
  expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
});

test('a country that had an older code is listed under its current one', async () => {
  renderPage('/profile', <ProfilePage />);
  const select = await screen.findByRole('combobox', { name: 'Country' });
  expect(within(select).getByRole('option', { name: 'Germany' })).toHaveValue('DE');
  expect(within(select).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
});

test('a failed load has Retry', async () => {
  server.use(failsTwice(`${API}/users/me`, 'Down.'));
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  await user.click(
    within(await screen.findByRole('alert', {}, { timeout: 4000 })).getByRole('button', { name: 'Retry' }),
  );
  expect(await screen.findByText('demo@qa-career.dev')).toBeInTheDocument();
});
