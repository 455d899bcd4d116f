import { screen, within } from '@testing-library/react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { drawerLogout } from '@qa/shared/kernel/session/session';
import { fakeAuth, signedInUser } from './auth-mock';
import { openDrawer } from './render-header';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/session/session', () => ({ drawerLogout: jest.fn().mockResolvedValue(undefined) }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

const navLabels = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('navigation', { name: 'Site' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

beforeEach(() => {
  fakeAuth();
  localStore.remove(...Object.values(storageKeys));
});

it('is a modal dialog with the logo and a close button that takes focus', async () => {
  const { drawer } = await openDrawer();
  expect(drawer).toHaveAttribute('aria-modal', 'true');
  expect(within(drawer).getByRole('link', { name: 'QA Career home' })).toHaveAttribute('href', '/');
  expect(within(drawer).getByRole('button', { name: 'Close menu' })).toHaveFocus();
});

it('logged out: navigation without Profile, and Sign Up / Login', async () => {
  const { drawer } = await openDrawer();
  expect(navLabels(drawer)).toEqual(['Career Paths', 'Events', 'Mentorship', 'Pricing', 'Rating', 'Blog']);
  expect(within(drawer).getByRole('link', { name: 'Sign Up / Login' })).toHaveAttribute('href', '/registration');
  expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  expect(within(drawer).queryByTestId('drawer-user-card')).not.toBeInTheDocument();
});

it('navigation targets of docs/behaviour.md', async () => {
  const { drawer } = await openDrawer();
  const hrefs = within(drawer)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(
    expect.arrayContaining(['/paths', '/events', '/mentorship', '/subscriptions', '/rating', '/posts']),
  );
});

it('highlights the active item', async () => {
  const { drawer } = await openDrawer('/events');
  expect(within(drawer).getByRole('link', { name: 'Events' })).toHaveAttribute('aria-current', 'page');
  expect(within(drawer).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
});

it('logged in: user card to /dashboard with name, rank and score; Profile and Logout', async () => {
  fakeAuth({ user: signedInUser });
  const { drawer } = await openDrawer();
  const card = within(drawer).getByTestId('drawer-user-card');
  expect(card).toHaveAttribute('href', '/dashboard');
  expect(card).toHaveTextContent('Ada Lovelace');
  expect(card).toHaveTextContent('Rank #12 · Score 340');
  expect(navLabels(drawer)).toContain('Profile');
  expect(within(drawer).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  expect(within(drawer).queryByRole('link', { name: 'Sign Up / Login' })).not.toBeInTheDocument();
});

it('logged in: Dashboard · My courses · Catalogue under the user card (the header menu on a phone), the list unchanged', async () => {
  fakeAuth({ user: signedInUser });
  const { drawer } = await openDrawer();
  const row = within(drawer).getByRole('navigation', { name: 'Your learning' });
  expect(
    within(row)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Dashboard', '/dashboard'],
    ['My courses', '/courses/my-courses'],
    ['Catalogue', '/courses'],
  ]);
  const card = within(drawer).getByTestId('drawer-user-card');
  expect(card.compareDocumentPosition(row) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(navLabels(drawer)).toEqual(['Career Paths', 'Events', 'Mentorship', 'Pricing', 'Rating', 'Blog', 'Profile']);
});

it('a link under the user card goes there, closes the drawer and is tracked', async () => {
  fakeAuth({ user: signedInUser });
  const { user, drawer } = await openDrawer();
  await user.click(within(drawer).getByRole('link', { name: 'My courses' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/courses/my-courses');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(track).toHaveBeenCalledWith('sidebar_link_click', { label: 'My courses' });
});

it('a user without rank shows a dash, and score 0 when missing', async () => {
  fakeAuth({ user: { ...signedInUser, rating: { position: null } as never } });
  const { drawer } = await openDrawer();
  expect(within(drawer).getByTestId('drawer-user-card')).toHaveTextContent('Rank — · Score 0');
});

it('shows the avatar photo when the user has one', async () => {
  fakeAuth({ user: { ...signedInUser, profilePhotoUrl: 'https://cdn.example/ada.png' } });
  const { drawer } = await openDrawer();
  expect(within(drawer).getByTestId('drawer-user-card').querySelector('img')).toHaveAttribute(
    'src',
    'https://cdn.example/ada.png',
  );
});

it('Logout calls drawerLogout with the current path and closes', async () => {
  fakeAuth({ user: signedInUser });
  const { user, drawer } = await openDrawer('/courses/qa-101');
  await user.click(within(drawer).getByRole('button', { name: 'Logout' }));
  expect(drawerLogout).toHaveBeenCalledWith('/courses/qa-101');
  expect(track).toHaveBeenCalledWith('sidebar_logout_click');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Sign Up / Login saves the current path and is tracked', async () => {
  const { user, drawer } = await openDrawer('/rating');
  await user.click(within(drawer).getByRole('link', { name: 'Sign Up / Login' }));
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/rating');
  expect(track).toHaveBeenCalledWith('sidebar_sign_up_login_button_click');
});

it('social links open externally with rel noopener', async () => {
  const { user, drawer } = await openDrawer();
  const links = within(within(drawer).getByRole('list', { name: 'Social links' })).getAllByRole('link');
  expect(links.map((l) => l.getAttribute('aria-label'))).toEqual([
    'Facebook group, opens in a new tab',
    'Video channel (YouTube), opens in a new tab',
    'Chat community (Discord), opens in a new tab',
  ]);
  for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await user.click(links[0] as HTMLElement);
  expect(track).toHaveBeenCalledWith('sidebar_social_button_click', { label: 'Facebook' });
});

it('closes on navigation, tracks the link, returns focus to the burger', async () => {
  const { user, drawer } = await openDrawer('/events');
  await user.click(within(drawer).getByRole('link', { name: 'Blog' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/posts');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(track).toHaveBeenCalledWith('sidebar_link_click', { label: 'Blog' });
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});

it('Escape closes and focus returns to the burger', async () => {
  const { user } = await openDrawer();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});

it('a click on the backdrop closes it', async () => {
  const { user } = await openDrawer();
  await user.click(screen.getByTestId('drawer-backdrop'));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('traps focus: Tab from the last element goes to the first', async () => {
  const { user, drawer } = await openDrawer();
  for (let i = 0; i < 14; i += 1) {
    await user.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
  await user.tab({ shift: true });
  expect(drawer).toContainElement(document.activeElement as HTMLElement);
});

it('locks page scroll while open and restores it on close', async () => {
  document.body.style.overflow = '';
  const { user } = await openDrawer();
  expect(document.body.style.overflow).toBe('hidden');
  await user.click(screen.getByRole('button', { name: 'Close menu' }));
  expect(document.body.style.overflow).toBe('');
});

it('tracks logo and user card clicks', async () => {
  fakeAuth({ user: signedInUser });
  const { user, drawer } = await openDrawer();
  await user.click(within(drawer).getByTestId('drawer-user-card'));
  expect(track).toHaveBeenCalledWith('sidebar_user_click');
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'QA Career home' }));
  expect(track).toHaveBeenCalledWith('sidebar_logo_click');
});
