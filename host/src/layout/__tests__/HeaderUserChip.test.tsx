import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import { Header } from '../Header';
import { fakeAuth, signedInUser } from './auth-mock';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

const renderHeader = () =>
  render(
    <MemoryRouter initialEntries={['/courses']}>
      <Header variant="landing" />
    </MemoryRouter>,
  );

it('signed in: initials and first name on a closed menu button, where the sign-up button was', async () => {
  fakeAuth({ user: signedInUser });
  renderHeader();
  const chip = await screen.findByRole('button', { name: 'Ada: your account (logged in as Ada Lovelace)' });
  expect(chip).toHaveAttribute('aria-haspopup', 'menu');
  expect(chip).toHaveAttribute('aria-expanded', 'false');
  expect(chip).toHaveTextContent('ALAda');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Sign (Up \/ Login|In)/, hidden: true })).toBeNull();
  // the chip sits in the actions column, before the burger
  const actions = screen.getByRole('button', { name: 'Open menu' }).parentElement as HTMLElement;
  expect(within(actions).getByTestId('header-user')).toBe(chip);
});

it('signed in with a photo: the photo instead of the initials', async () => {
  fakeAuth({ user: { ...signedInUser, profilePhotoUrl: 'http://127.0.0.1:4000/media/ada.jpg' } });
  renderHeader();
  const chip = await screen.findByTestId('header-user');
  expect(chip.querySelector('img')).toHaveAttribute('src', 'http://127.0.0.1:4000/media/ada.jpg');
  expect(chip).toHaveTextContent(/^Ada$/);
});
