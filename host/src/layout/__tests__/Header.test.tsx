import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Header } from '../Header';
import { fakeAuth, signedInUser } from './auth-mock';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

function renderHeader(variant: 'landing' | 'platform' | 'promo' = 'landing', path = '/courses') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Header variant={variant} />
      <Routes>
        <Route path="*" element={null} />
      </Routes>
    </MemoryRouter>,
  );
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  act(() => {
    fireEvent.scroll(window);
  });
}

beforeEach(() => {
  fakeAuth();
  scrollTo(0);
  localStore.remove(...Object.values(storageKeys));
});

it('top navigation: Career Paths, Workshops & Events, Mentorship, Plans', () => {
  renderHeader();
  // shown from 1024 px (a CSS media query jsdom does not apply), hence `hidden: true`
  const nav = screen.getByRole('banner').querySelector('nav[aria-label="Main"]') as HTMLElement;
  const links = within(nav).getAllByRole('link', { hidden: true });
  expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Career Paths', '/paths'],
    ['Workshops & Events', '/events'],
    ['Mentorship', '/mentorship'],
    ['Plans', '/subscriptions'],
  ]);
});

// The two labels are shown by a CSS media query (640 px) that jsdom does not apply, hence `hidden: true`.
it("logged out, from 640 px: 'Sign Up / Login' goes to sign-up (/registration)", () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Sign Up / Login', hidden: true })).toHaveAttribute('href', '/registration');
});

it("logged out, on a phone: 'Sign In' goes to login (/login)", () => {
  renderHeader();
  expect(screen.getByRole('link', { name: 'Sign In', hidden: true })).toHaveAttribute('href', '/login');
});

it.each(['Sign Up / Login', 'Sign In'])('a click on %s saves the current path and is tracked', async (name) => {
  renderHeader('landing', '/events?tab=past');
  await userEvent.click(screen.getByRole('link', { name, hidden: true }));
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/events?tab=past');
  expect(track).toHaveBeenCalledWith('header_sign_up_login_button_click');
});

it('logged in: no sign-up button', async () => {
  fakeAuth({ user: signedInUser });
  renderHeader();
  expect(await screen.findByTestId('header-user')).toBeInTheDocument();
  expect(screen.queryByText('Sign Up / Login')).not.toBeInTheDocument();
  expect(screen.queryByText('Sign In')).not.toBeInTheDocument();
});

it('while the session loads the sign-up button keeps its place but is hidden', () => {
  fakeAuth({ isAuthLoading: true });
  renderHeader();
  expect(screen.queryByRole('link', { name: /Sign/ })).not.toBeInTheDocument();
});

it('variants: platform is sticky, promo is transparent, landing is neither', () => {
  const { unmount } = renderHeader('platform');
  expect(screen.getByRole('banner')).toHaveStyle({ position: 'sticky' });
  unmount();
  renderHeader('promo');
  expect(screen.getByRole('banner')).toHaveStyle({ background: 'transparent' });
  expect(screen.getByRole('banner')).toHaveAttribute('data-variant', 'promo');
});

it('takes the scrolled style only past 24 px', () => {
  renderHeader();
  scrollTo(24);
  expect(screen.getByRole('banner')).not.toHaveAttribute('data-scrolled');
  scrollTo(25);
  expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  scrollTo(0);
  expect(screen.getByRole('banner')).not.toHaveAttribute('data-scrolled');
});

it('the logo goes to / and clears the current course and lecture', async () => {
  localStore.setString(storageKeys.currentCourseId, '3');
  localStore.setString(storageKeys.currentLectureId, '9');
  localStore.setString(storageKeys.redirectPath, '/keep');
  renderHeader();
  const logo = screen.getByRole('link', { name: 'QA Career home' });
  expect(logo).toHaveAttribute('href', '/');
  await userEvent.click(logo);
  expect(localStore.getString(storageKeys.currentCourseId)).toBeNull();
  expect(localStore.getString(storageKeys.currentLectureId)).toBeNull();
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/keep');
  expect(track).toHaveBeenCalledWith('header_logo_click');
});

it('tracks a navigation click with the link text', async () => {
  renderHeader();
  await userEvent.click(screen.getByRole('link', { name: 'Mentorship', hidden: true }));
  expect(track).toHaveBeenCalledWith('header_navigation_link_click', { label: 'Mentorship' });
});

it('the burger opens the drawer and is tracked', async () => {
  renderHeader();
  const burger = screen.getByRole('button', { name: 'Open menu' });
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(burger);
  expect(await screen.findByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  expect(track).toHaveBeenCalledWith('header_burger_click');
});
