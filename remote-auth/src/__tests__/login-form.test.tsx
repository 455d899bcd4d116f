import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

import { login } from '../features/login/api/login';
import { ApiError } from '@qa/shared/kernel/errors/api-error';

import LoginPage from '../pages/LoginPage';

import type * as ApiMocks from './api-mocks';
import { deferred, renderPage, resetWorld } from '@qa/testing/page-harness';
import { field, tokens } from './test-helpers';

jest.mock('../features/login/api/login', () => jest.requireActual<typeof ApiMocks>('./api-mocks').loginApi());
jest.mock('../features/social/api/social-sign-in', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').socialSignInApi(),
);

const mocked = jest.mocked({ login });

beforeEach(resetWorld);

describe('login', () => {
  it('says what is missing, focuses the first problem and sends nothing', async () => {
    renderPage('/login', <LoginPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(field(/^E-mail/)).toHaveFocus();
    expect(field(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    expect(mocked.login).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and clears the message once fixed', async () => {
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(/Enter a valid e-mail address/)).toBeInTheDocument();
    await userEvent.type(field(/^E-mail/), '@example.com');
    expect(screen.queryByText(/Enter a valid e-mail address/)).not.toBeInTheDocument();
  });

  it('refuses a 10 KB e-mail with a clear message', async () => {
    renderPage('/login', <LoginPage />);
    fireEvent.change(field(/^E-mail/), { target: { value: `${'a'.repeat(10_240)}@example.com` } });
    fireEvent.change(field(/^Password/), { target: { value: 'x' } });
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('An e-mail address has at most 254 characters.')).toBeInTheDocument();
    expect(mocked.login).not.toHaveBeenCalled();
  });

  it("shows the server's message, keeps the input, and points at recovery after three failures", async () => {
    mocked.login.mockRejectedValue(new ApiError('Incorrect e-mail or password.', 'http', 401));
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'demo@qa-career.dev');
    await userEvent.type(field(/^Password/), 'wrong-password');
    for (let i = 1; i <= 3; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(mocked.login).toHaveBeenCalledTimes(i));
    }
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect e-mail or password.');
    expect(alert).toHaveTextContent('Trouble logging in? Reset your password.');
    expect(field(/^E-mail/)).toHaveValue('demo@qa-career.dev');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it("removes the server's message as soon as the form is sent again, while the new request runs", async () => {
    const flight = deferred<ReturnType<typeof tokens>>();
    mocked.login.mockRejectedValueOnce(new ApiError('Incorrect e-mail or password.', 'http', 401));
    mocked.login.mockReturnValueOnce(flight.promise);
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'demo@qa-career.dev');
    await userEvent.type(field(/^Password/), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: /Logging in/ })).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => flight.resolve(tokens()));
  });

  it("removes the server's message when the form is sent again and the browser refuses it", async () => {
    mocked.login.mockRejectedValueOnce(new ApiError('Incorrect e-mail or password.', 'http', 401));
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'demo@qa-career.dev');
    await userEvent.type(field(/^Password/), 'wrong-password{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect e-mail or password.');
    await userEvent.clear(field(/^Password/));
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument();
    expect(screen.queryByText(/Incorrect e-mail or password/)).not.toBeInTheDocument();
  });

  it('sends once however often the form is submitted while the request is in flight', async () => {
    const flight = deferred<ReturnType<typeof tokens>>();
    mocked.login.mockReturnValue(flight.promise);
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'demo@qa-career.dev');
    await userEvent.type(field(/^Password/), 'Demo12345!');
    const form = screen.getByRole('form', { name: 'Log in with e-mail' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await userEvent.keyboard('{Enter}');
    expect(mocked.login).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: /Logging in/ })).toBeDisabled();
    await act(async () => flight.resolve(tokens()));
    expect(mocked.login).toHaveBeenCalledWith({ email: 'demo@qa-career.dev', password: 'Demo12345!' });
  });

  it('stores the session, forgets the social sign-up keys and leaves the route to the guard', async () => {
    localStore.setString(storageKeys.sub, 'google-sub');
    localStore.setString(storageKeys.createProfileToken, 'cpt');
    localStore.setString(storageKeys.multipleUsageToken, 'mut');
    mocked.login.mockResolvedValue(tokens());
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), ' demo@qa-career.dev ');
    await userEvent.type(field(/^Password/), 'Demo12345!{Enter}');
    await waitFor(() => expect(useAuthStore.getState().user?.fullName).toBe('Demo Learner'));
    expect(mocked.login).toHaveBeenCalledWith({ email: 'demo@qa-career.dev', password: 'Demo12345!' });
    expect(localStore.getString(storageKeys.refreshToken)).toBe('refresh-token-1');
    expect(localStore.getString(storageKeys.sub)).toBeNull();
    expect(localStore.getString(storageKeys.createProfileToken)).toBeNull();
    expect(localStore.getString(storageKeys.multipleUsageToken)).toBeNull();
    expect(useAuthStore.getState().nextPath).toBeNull();
  });

  it('says so when the server sends a token the site cannot read', async () => {
    mocked.login.mockResolvedValue({ accessToken: 'garbage', refreshToken: 'r' });
    renderPage('/login', <LoginPage />);
    await userEvent.type(field(/^E-mail/), 'demo@qa-career.dev');
    await userEvent.type(field(/^Password/), 'Demo12345!{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('The server sent a session this site cannot read.');
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('shows and hides the password', async () => {
    renderPage('/login', <LoginPage />);
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field(/^Password/)).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks the browser for the right autofill', () => {
    renderPage('/login', <LoginPage />);
    expect(field(/^E-mail/)).toHaveAttribute('autocomplete', 'username');
    expect(field(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  });
});
