/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { makeAccessToken } from '@qa/testing/tokens';
import ProfilePage from '../pages/ProfilePage';
import { API } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { startApi } from './test-helpers';

const profile = {
  id: 1,
  email: 'demo@qa-career.dev',
  fullName: 'Demo Learner',
  country: 'US',
  profilePhotoUrl: null,
  isQuestionnaireComplete: false,
  hasPassword: true,
  createdAt: '2026-11-01T10:00:00Z',
};
const uploadedUrl = `${API}/media/uploads/1-0b5c7a8e-1d2f-4a3b-9c8d-7e6f5a4b3c2d.png`;
let received: { field: string; name: string; type: string; size: number }[] = [];

const server = startApi(
  http.get(`${API}/users/me`, () => HttpResponse.json({ users: profile })),
  http.post(`${API}/users/me/avatar`, async ({ request }) => {
    for (const [field, value] of await request.formData()) {
      if (typeof value !== 'string') received.push({ field, name: value.name, type: value.type, size: value.size });
    }
    return HttpResponse.json({
      users: { ...profile, profilePhotoUrl: uploadedUrl },
      accessToken: makeAccessToken({ id: 1, fullName: 'Demo Learner', profilePhotoUrl: uploadedUrl }),
    });
  }),
);

const png = (bytes = 300) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });

beforeAll(() => {
  // jsdom has no object URLs; the preview only needs an address to show
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(() => {
  resetWorld();
  signInAs();
  received = [];
});

test('a chosen PNG is previewed, uploaded as multipart, and its photo reaches the session (drawer, header)', async () => {
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  const input = await screen.findByLabelText('Upload photo');
  expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  await user.upload(input, png());
  expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', 'blob:preview');
  await user.click(screen.getByRole('button', { name: 'Save photo' }));
  expect(await screen.findByText('Photo updated.')).toBeInTheDocument();
  expect(received).toEqual([{ field: 'avatar', name: 'me.png', type: 'image/png', size: 300 }]);
  expect(useAuthStore.getState().user?.profilePhotoUrl).toBe(uploadedUrl);
  for (const image of screen.getAllByRole('img', { name: 'Your profile photo' })) {
    expect(image).toHaveAttribute('src', uploadedUrl);
  }
});

test("the chosen file's name is shown and the picker then reads 'Change photo'", async () => {
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  const input = await screen.findByLabelText('Upload photo');
  expect(input).toHaveAccessibleDescription(/No file chosen/);
  await user.upload(input, png());
  expect(screen.getByLabelText('Change photo')).toBe(input);
  expect(input).toHaveAccessibleDescription('Chosen: me.png JPEG, PNG or WebP, at most 2 MB.');
});

test('a 10 MB image is refused in the browser with the rule, and nothing is sent', async () => {
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  await user.upload(await screen.findByLabelText('Upload photo'), png(10 * 1024 * 1024));
  expect(screen.getByRole('alert')).toHaveTextContent(
    'That image is larger than 2 MB. Choose a JPEG, PNG or WebP image of at most 2 MB.',
  );
  expect(screen.getByRole('button', { name: 'Save photo' })).toBeDisabled();
  expect(screen.getByLabelText('Upload photo')).toHaveAttribute('aria-invalid', 'true');
  expect(received).toEqual([]);
});

test('a file that is not a JPEG, PNG or WebP is refused in the browser', async () => {
  // the file picker's filter (accept) can be bypassed ("All files"): the check must not rely on it
  const user = userEvent.setup({ applyAccept: false });
  renderPage('/profile', <ProfilePage />);
  await user.upload(
    await screen.findByLabelText('Upload photo'),
    new File(['GIF89a'], 'me.gif', { type: 'image/gif' }),
  );
  expect(screen.getByRole('alert')).toHaveTextContent(
    'That file is not an image we accept. Choose a JPEG, PNG or WebP image of at most 2 MB.',
  );
  expect(received).toEqual([]);
});

test("the server's refusal is shown as it says it, and the photo is unchanged", async () => {
  server.use(
    http.post(`${API}/users/me/avatar`, () =>
      HttpResponse.json({ message: 'The photo must be a JPEG, PNG or WebP image.' }, { status: 415 }),
    ),
  );
  const user = userEvent.setup();
  renderPage('/profile', <ProfilePage />);
  await user.upload(await screen.findByLabelText('Upload photo'), png());
  await user.click(screen.getByRole('button', { name: 'Save photo' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a JPEG, PNG or WebP image.');
  expect(useAuthStore.getState().user?.profilePhotoUrl).toBeNull();
  expect(screen.getByText('JPEG, PNG or WebP, at most 2 MB.')).toBeInTheDocument();
});
