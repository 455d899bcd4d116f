import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@qa/testing/router';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { LandingHero } from '@qa/shared/ui/widgets/landing/LandingHero';
import { demoUser } from '@qa/testing/tokens';

const initial = useAuthStore.getState();
beforeEach(() => useAuthStore.setState(initial, true));

const renderHero = () =>
  render(
    <MemoryRouter>
      <LandingHero />
    </MemoryRouter>,
  );

it('anonymous: "Start for free" goes to /registration', () => {
  renderHero();
  expect(screen.getByRole('link', { name: 'Start for free' })).toHaveAttribute('href', '/registration');
});

it('signed in: the same button reads "Go to my dashboard" and goes there', () => {
  useAuthStore.getState().setSession({ accessToken: 't', user: demoUser });
  renderHero();
  expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dashboard');
});
