import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { login } from '../features/login/api/login';
import { register } from '../features/registration/api/register';
import { checkResetToken } from '../features/password/api/check-reset-token';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import LoginPage from '../pages/LoginPage';
import RegistrationPage from '../pages/RegistrationPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';
import type * as ApiMocks from './api-mocks';
import { deferred, renderPage, resetWorld } from '@qa/testing/page-harness';
import { field } from './test-helpers';

jest.mock('../features/login/api/login', () => jest.requireActual<typeof ApiMocks>('./api-mocks').loginApi());
jest.mock('../features/registration/api/register', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').registerApi(),
);
jest.mock('../features/password/api/check-reset-token', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').checkResetTokenApi(),
);
jest.mock('../features/password/api/reset-password', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').resetPasswordApi(),
);
jest.mock('../features/social/api/social-sign-in', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').socialSignInApi(),
);
jest.setTimeout(30_000);

const mocked = jest.mocked({ login, register, checkResetToken });
beforeEach(resetWorld);

it('login and sign-up offer each other at the top of the card, and name the tab', () => {
  renderPage('/login', <LoginPage />);
  const modes = screen.getByRole('navigation', { name: 'Log in or create an account' });
  expect(modes).toContainElement(screen.getByRole('link', { name: 'Create account' }));
  expect(screen.getByRole('link', { name: 'Login', current: 'page' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/registration');
  expect(document.title).toBe('Login — QA Career');
});

it("sign-up says 'Already have an account? Login', leading to login", () => {
  renderPage('/registration', <RegistrationPage />);
  const line = screen.getByText(/^Already have an account\?/);
  expect(within(line).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});

it("login says 'Don't have an account? Sign up', leading to sign-up", () => {
  renderPage('/login', <LoginPage />);
  const line = screen.getByText(/^Don't have an account\?/);
  expect(within(line).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/registration');
});

it('"Try logging in instead." is a link to the login form with the e-mail filled in', async () => {
  const message = 'An account with this e-mail already exists. Try logging in instead.';
  mocked.register.mockRejectedValue(new ApiError(message, 'http', 409));
  renderPage('/registration', <RegistrationPage />);
  await userEvent.type(field(/^Full name/), 'Ada Lovelace');
  await userEvent.type(field(/^E-mail/), 'ada+qa@example.com');
  await userEvent.type(field(/^Password/), 'Secret123!');
  await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  const link = await screen.findByRole('link', { name: 'Try logging in instead.' });
  expect(link).toHaveAttribute('href', '/login?email=ada%2Bqa%40example.com');
  expect(screen.getByText('An account with this e-mail already exists.')).toBeInTheDocument();
});

it('the login form takes ?email= as its starting value', () => {
  renderPage('/login', <LoginPage />, '/login?email=ada%40example.com');
  expect(field(/^E-mail/)).toHaveValue('ada@example.com');
});

it('a failed submit by mouse puts focus on the error, and social buttons wait while it runs', async () => {
  const answer = deferred<never>();
  mocked.login.mockReturnValue(answer.promise);
  renderPage('/login', <LoginPage />);
  await userEvent.type(field(/^E-mail/), 'ada@example.com');
  await userEvent.type(field(/^Password/), 'wrong-password');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeDisabled();
  expect(screen.getByRole('button', { name: /Continue with Facebook/ })).toBeDisabled();
  answer.reject(new ApiError('E-mail or password is not correct.', 'http', 401));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  expect(screen.getByRole('button', { name: /Continue with Google/ })).toBeEnabled();
});

it('a spent or expired reset link is reported when the page opens, with a way to a new one', async () => {
  mocked.checkResetToken.mockRejectedValue(new ApiError('Token must be at least 10 characters long.', 'http', 400));
  renderPage('/reset-password', <ResetPasswordPage />, '/reset-password?token=spent-token-0123456789');
  expect(await screen.findByRole('alert')).toHaveTextContent('This link has expired or was already used.');
  expect(screen.queryByText(/Token must be/)).toBeNull();
  expect(screen.queryByLabelText(/New password/)).toBeNull();
  expect(screen.getByRole('link', { name: 'Request a password reset' })).toHaveAttribute('href', '/forgot-password');
});

it('a usable reset link shows the form', async () => {
  mocked.checkResetToken.mockResolvedValue({ message: 'ok', expiresAt: 0 });
  renderPage('/reset-password', <ResetPasswordPage />, '/reset-password?token=fresh-token-0123456789');
  expect(await screen.findByLabelText(/^New password/, { selector: 'input' })).toBeInTheDocument();
  expect(mocked.checkResetToken).toHaveBeenCalledWith({ token: 'fresh-token-0123456789' });
});
