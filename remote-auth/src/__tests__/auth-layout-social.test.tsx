import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { socialSignIn } from '../features/social/api/social-sign-in';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import LoginPage from '../pages/LoginPage';
import RegistrationPage from '../pages/RegistrationPage';
import { authorizeUrl } from '../features/social/social-flow';
import type * as ApiMocks from './api-mocks';
import { mockApiOrigin } from '@qa/testing/mock-api-config';
import { renderPage, resetWorld } from '@qa/testing/page-harness';
import { tokens } from './test-helpers';

jest.mock('../features/social/api/social-sign-in', () =>
  jest.requireActual<typeof ApiMocks>('./api-mocks').socialSignInApi(),
);

const mocked = jest.mocked({ socialSignIn });

function screenWidth(px: number) {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    return {
      matches: min ? px >= Number(min[1]) : false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

beforeEach(() => {
  resetWorld();
  screenWidth(1280);
});

describe('auth layout (docs/behaviour.md)', () => {
  it('holds the logo, the screen in a card, the agreement line with its links and the copyright year', () => {
    renderPage('/login', <LoginPage />);
    expect(screen.getByRole('link', { name: 'QA Career home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('By continuing forward you agree to the Privacy Policy and the Terms of Service.');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()}`);
  });

  it('shows no welcome block without the authWithText flag', () => {
    renderPage('/registration', <RegistrationPage />);
    expect(screen.queryByText(/One Step Closer/)).not.toBeInTheDocument();
  });

  it('shows the welcome block beside the card on screens wider than 640 px', () => {
    localStore.setString(storageKeys.authWithText, 'true');
    screenWidth(641);
    renderPage('/registration', <RegistrationPage />);
    const welcome = screen.getByRole('complementary', { name: 'Why sign up' });
    expect(within(welcome).getByRole('heading', { name: "You're One Step Closer to Advancing Your QA Career ..." }));
    expect(welcome).toHaveTextContent(
      'To get started, please register (for new users) or log in using Google, Facebook, or email. (takes less than 60 sec)',
    );
    for (const benefit of [
      'Secure your seat during checkout',
      'Save your progress and bonuses',
      'Unlock full access to your chosen program benefits',
    ]) {
      expect(within(welcome).getByText(benefit)).toBeInTheDocument();
    }
    expect(within(welcome).getByRole('button', { name: 'Ask question' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the same content as a modal with Login and Create account at 640 px', async () => {
    localStore.setString(storageKeys.authWithText, 'true');
    screenWidth(640);
    renderPage('/registration', <RegistrationPage />);
    const dialog = screen.getByRole('dialog', { name: "You're One Step Closer to Advancing Your QA Career ..." });
    expect(dialog).toHaveTextContent('Save your progress and bonuses');
    expect(screen.queryByRole('complementary', { name: 'Why sign up' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});

describe('social sign-in', () => {
  it('sends the user to the provider with our page as the return address and a fresh state', () => {
    const url = new URL(authorizeUrl('google', '/login', 'http://localhost:3000'));
    expect(`${url.origin}${url.pathname}`).toBe(`${mockApiOrigin}/oauth/google/authorize`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/login');
    expect(url.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionStore.getString(sessionKeys.oauthState)).toBe(url.searchParams.get('state'));
  });

  it('signs a returning user in when the state matches', async () => {
    sessionStore.setString(sessionKeys.oauthState, 'abc123');
    mocked.socialSignIn.mockResolvedValue(tokens());
    renderPage('/login', <LoginPage />, '/login?code=the-code&provider=google&state=abc123');
    await waitFor(() => expect(useAuthStore.getState().user).not.toBeNull());
    expect(mocked.socialSignIn).toHaveBeenCalledWith({ provider: 'google', code: 'the-code' });
    expect(mocked.socialSignIn).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/login$/);
    expect(sessionStore.getString(sessionKeys.oauthState)).toBeNull();
  });

  it('sends a new user to create-profile with the token stored', async () => {
    sessionStore.setString(sessionKeys.oauthState, 'abc123');
    mocked.socialSignIn.mockResolvedValue({
      createProfileToken: 'cpt-1',
      email: 'nova@example.com',
      fullName: 'Nova Learner',
    });
    renderPage('/registration', <RegistrationPage />, '/registration?code=c&provider=facebook&state=abc123');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/registration/create-profile'));
    expect(localStore.getString(storageKeys.createProfileToken)).toBe('cpt-1');
    expect(JSON.parse(sessionStore.getString(sessionKeys.newSocialUser) ?? '{}')).toMatchObject({
      fullName: 'Nova Learner',
    });
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('refuses an answer whose state this tab did not start', async () => {
    sessionStore.setString(sessionKeys.oauthState, 'abc123');
    renderPage('/login', <LoginPage />, '/login?code=c&provider=google&state=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This login link was not started here');
    expect(mocked.socialSignIn).not.toHaveBeenCalled();
  });

  it("shows the server's message when the code is spent", async () => {
    sessionStore.setString(sessionKeys.oauthState, 'abc123');
    mocked.socialSignIn.mockRejectedValue(new ApiError('This sign-in code is invalid or expired.', 'http', 400));
    renderPage('/login', <LoginPage />, '/login?code=c&provider=google&state=abc123');
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in code is invalid or expired.');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });
});
