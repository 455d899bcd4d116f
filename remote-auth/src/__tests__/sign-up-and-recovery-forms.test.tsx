import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { register } from '../features/registration/api/register';
import { createProfile } from '../features/registration/api/create-profile';
import { forgotPassword } from '../features/password/api/forgot-password';
import { resetPassword } from '../features/password/api/reset-password';
import { checkResetToken } from '../features/password/api/check-reset-token';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import CreateProfilePage from '../pages/CreateProfilePage';
import ForgotPasswordPage from '../pages/ForgotPasswordPage';

import RegistrationPage from '../pages/RegistrationPage';
import ResetPasswordPage from '../pages/ResetPasswordPage';
import type * as ApiMocks from './api-mocks';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { field, tokens } from './test-helpers';

jest.mock('../features/registration/api/register', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').registerApi(),
);
jest.mock('../features/registration/api/create-profile', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').createProfileApi(),
);
jest.mock('../features/password/api/forgot-password', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').forgotPasswordApi(),
);
jest.mock('../features/password/api/reset-password', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').resetPasswordApi(),
);
jest.mock('../features/password/api/check-reset-token', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').checkResetTokenApi(),
);
jest.mock('../features/password/api/resend-password', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').resendPasswordApi(),
);
jest.mock('../features/social/api/social-sign-in', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').socialSignInApi(),
);

const mocked = jest.mocked({ register, createProfile, forgotPassword, resetPassword, checkResetToken });

const nextPath = () => useAuthStore.getState().nextPath;

beforeEach(resetWorld);

describe('registration', () => {
  const fill = async (password = 'Secret123!') => {
    await userEvent.type(field(/^Full name/), 'Ada Lovelace');
    await userEvent.type(field(/^E-mail/), 'ada@example.com');
    await userEvent.type(field(/^Password/), password);
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));
  /** Ada signs up and the API creates her account. */
  const signUp = async () => {
    mocked.register.mockResolvedValue(tokens());
    renderPage('/registration', <RegistrationPage />);
    await fill();
    await submit();
  };
  /** A plan chosen before signing up: the sign-up continues to its checkout. */
  const storeChosenPlan = () =>
    localStore.setJson(storageKeys.selectedSubscription, {
      id: 3,
      isFree: false,
      name: 'Six months',
      period: '6 months',
      price: 99,
    });

  it('shows the password rule before the first mistake and enforces it', async () => {
    renderPage('/registration', <RegistrationPage />);
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    await fill('short');
    await submit();
    expect(await screen.findByText('Use at least 8 characters.')).toBeInTheDocument();
    expect(field(/^Password/)).toHaveFocus();
    expect(mocked.register).not.toHaveBeenCalled();
  });

  it('refuses a name of spaces only', async () => {
    renderPage('/registration', <RegistrationPage />);
    await userEvent.type(field(/^Full name/), '   ');
    await submit();
    expect(await screen.findByText('Enter your full name.')).toBeInTheDocument();
  });

  it('puts "already registered" on the e-mail field', async () => {
    mocked.register.mockRejectedValue(new ApiError('An account with this e-mail already exists.', 'http', 409));
    renderPage('/registration', <RegistrationPage />);
    await fill();
    await submit();
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^E-mail/)).toHaveFocus();
  });

  it('sends a new account on to the questionnaire and keeps the saved redirect path for after it', async () => {
    localStore.setString(storageKeys.redirectPath, '/courses/my-courses');
    await signUp();
    await waitFor(() => expect(nextPath()).toBe('/questionnaire'));
    expect(mocked.register).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'Secret123!',
    });
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses/my-courses');
  });

  it('continues a pending checkout: courseRedirectPath with the checkout popup open', async () => {
    storeChosenPlan();
    localStore.setString(storageKeys.courseRedirectPath, '/courses/qa-fundamentals');
    await signUp();
    await waitFor(() => expect(nextPath()).toBe('/courses/qa-fundamentals'));
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
    expect(localStore.getString(storageKeys.courseRedirectPath)).toBeNull();
    expect(localStore.getString(storageKeys.selectedSubscription)).not.toBeNull();
  });

  it('never continues a checkout off our origin', async () => {
    storeChosenPlan();
    localStore.setString(storageKeys.courseRedirectPath, '//evil.com');
    await signUp();
    await waitFor(() => expect(nextPath()).toBe('/subscriptions'));
  });

  it('discards a corrupt stored plan instead of resuming a checkout of nothing', async () => {
    localStore.setString(storageKeys.selectedSubscription, '{"id":3');
    await signUp();
    await waitFor(() => expect(nextPath()).toBe('/questionnaire'));
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
    expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
  });

  it('takes unicode and SQL-looking text as plain text', async () => {
    mocked.register.mockResolvedValue(tokens());
    renderPage('/registration', <RegistrationPage />);
    await userEvent.type(field(/^Full name/), "Zoë 李 Robert'); DROP TABLE users;--");
    await userEvent.type(field(/^E-mail/), 'zoe@example.com');
    await userEvent.type(field(/^Password/), 'Secret123!');
    await submit();
    await waitFor(() =>
      expect(mocked.register).toHaveBeenCalledWith(
        expect.objectContaining({ fullName: "Zoë 李 Robert'); DROP TABLE users;--" }),
      ),
    );
  });
});

describe('password recovery', () => {
  // The reset page checks its link on arrival; these links are usable.
  beforeEach(() => mocked.checkResetToken.mockResolvedValue({ message: 'ok', expiresAt: 0 }));
  /** Opens a usable reset link and types the new password, then its repeat (`{Enter}` submits). */
  const enterNewPassword = async (password: string, repeat: string) => {
    renderPage('/reset-password', <ResetPasswordPage />, '/reset-password?token=abcdefghijkl');
    await userEvent.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), password);
    await userEvent.type(field(/^Repeat new password/), repeat);
  };

  it('confirms a reset mail without saying whether the account exists', async () => {
    mocked.forgotPassword.mockResolvedValue({ message: 'ok' });
    renderPage('/forgot-password', <ForgotPasswordPage />);
    await userEvent.type(field(/^E-mail/), 'someone@example.com{Enter}');
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('If an account exists for someone@example.com');
    expect(screen.getByRole('link', { name: 'send the link again' })).toHaveAttribute(
      'href',
      '/resend-password?email=someone%40example.com',
    );
  });

  it('explains a link without a token', () => {
    renderPage('/reset-password', <ResetPasswordPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a password reset' })).toHaveAttribute('href', '/forgot-password');
  });

  it('wants the two passwords to match', async () => {
    await enterNewPassword('NewSecret123', 'NewSecret124');
    await userEvent.click(screen.getByRole('button', { name: 'Save and log in' }));
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument();
    expect(mocked.resetPassword).not.toHaveBeenCalled();
  });

  it('says a spent or expired link is spent and offers a new one', async () => {
    mocked.resetPassword.mockRejectedValue(
      new ApiError('This reset link is invalid, expired or already used.', 'http', 400),
    );
    await enterNewPassword('NewSecret123', 'NewSecret123{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This reset link is invalid, expired or already used.');
    expect(mocked.resetPassword).toHaveBeenCalledWith({ token: 'abcdefghijkl', password: 'NewSecret123' });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('signs the user in with the new password', async () => {
    mocked.resetPassword.mockResolvedValue(tokens());
    await enterNewPassword('NewSecret123', 'NewSecret123{Enter}');
    await waitFor(() => expect(useAuthStore.getState().user).not.toBeNull());
  });
});

describe('create profile (a new social user)', () => {
  it('explains when there is nothing to finish', () => {
    renderPage('/registration/create-profile', <CreateProfilePage />);
    expect(screen.getByRole('alert')).toHaveTextContent('There is no sign-up in progress to finish.');
  });

  it("prefills the provider's name and finishes the sign-up with the stored token", async () => {
    localStore.setString(storageKeys.createProfileToken, 'create-profile-token-1');
    sessionStore.setString(
      sessionKeys.newSocialUser,
      JSON.stringify({ email: 'nova@example.com', fullName: 'Nova Learner' }),
    );
    mocked.createProfile.mockResolvedValue(tokens());
    renderPage('/registration/create-profile', <CreateProfilePage />);
    expect(screen.getByText('nova@example.com')).toBeInTheDocument();
    expect(field(/^Full name/)).toHaveValue('Nova Learner');
    await userEvent.click(screen.getByRole('button', { name: 'Create profile' }));
    await waitFor(() => expect(nextPath()).toBe('/questionnaire'));
    expect(mocked.createProfile).toHaveBeenCalledWith({
      createProfileToken: 'create-profile-token-1',
      fullName: 'Nova Learner',
    });
    expect(localStore.getString(storageKeys.createProfileToken)).toBeNull();
  });

  it('survives a corrupt prefill', () => {
    localStore.setString(storageKeys.createProfileToken, 'create-profile-token-1');
    sessionStore.setString(sessionKeys.newSocialUser, '{not json');
    renderPage('/registration/create-profile', <CreateProfilePage />);
    expect(field(/^Full name/)).toHaveValue('');
  });
});
