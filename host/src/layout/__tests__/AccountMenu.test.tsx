import { act, screen, within } from '@testing-library/react';
import { track } from '@qa/shared/kernel/analytics/analytics';
import { getQueryClient, setQueryClient } from '@qa/shared/kernel/query/current-query-client';
import { drawerLogout } from '@qa/shared/kernel/session/session';
import { appQueryClient } from '@qa/shared/ui/query/query-scope-provider';
import { userKeys } from '../../api/user-keys';
import { fakeAuth, signedInUser } from './auth-mock';
import { renderHeader } from './render-header';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/session/session', () => ({ drawerLogout: jest.fn().mockResolvedValue(undefined) }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

const ITEMS = ['Dashboard', 'My courses', 'Course catalogue', 'Profile', 'Logout'];

/** The signed-in header at `path`; its chip (the menu button) once it has loaded. */
async function renderSignedIn(path = '/events') {
  const { user } = renderHeader(path);
  const chip = await screen.findByRole('button', { name: /^Ada: your account/ });
  return { user, chip };
}

/** Focuses the chip, presses `keys` and waits for the menu (its code loads on the first open). */
async function openWith(keys: string, path?: string) {
  const { user, chip } = await renderSignedIn(path);
  act(() => chip.focus());
  await user.keyboard(keys);
  const menu = await screen.findByRole('menu');
  return { user, chip, menu };
}

const item = (name: string) => screen.getByRole('menuitem', { name });

beforeEach(() => {
  fakeAuth({ user: signedInUser });
  setQueryClient(null);
});

it('Enter opens the menu, labelled by the chip, on its first item', async () => {
  const { chip, menu } = await openWith('{Enter}');
  expect(chip).toHaveAttribute('aria-expanded', 'true');
  expect(chip).toHaveAttribute('aria-controls', menu.id);
  expect(menu).toHaveAccessibleName('Ada: your account (logged in as Ada Lovelace)');
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((entry) => entry.textContent),
  ).toEqual(ITEMS);
  expect(item('Dashboard')).toHaveFocus();
});

it('a separator comes before Logout', async () => {
  const { menu } = await openWith('{Enter}');
  const separator = within(menu).getByRole('separator');
  expect(separator.previousElementSibling).toBe(item('Profile'));
  expect(separator.nextElementSibling).toBe(item('Logout'));
});

it.each([
  ['Space', 'Dashboard', ' '],
  ['ArrowDown', 'Dashboard', '{ArrowDown}'],
  ['ArrowUp', 'Logout', '{ArrowUp}'],
])('%s opens the menu on %s', async (_, focused, keys) => {
  await openWith(keys);
  expect(item(focused)).toHaveFocus();
});

it('a click opens it; the name and the cached e-mail head it, outside the items', async () => {
  appQueryClient().setQueryData(userKeys.byId(7), {
    id: 7,
    country: 'DE',
    email: 'ada@example.com',
    isQuestionnaireComplete: true,
  });
  const { user, chip } = await renderSignedIn();
  await user.click(chip);
  const menu = await screen.findByRole('menu');
  expect(screen.getByText('Ada Lovelace')).toBeVisible();
  expect(screen.getByText('ada@example.com')).toBeVisible();
  expect(menu).not.toContainElement(screen.getByText('ada@example.com'));
  expect(item('Dashboard')).toHaveFocus();
});

it('without the user loaded yet it shows the name only', async () => {
  expect(getQueryClient()).toBeNull();
  const { user, chip } = await renderSignedIn();
  await user.click(chip);
  await screen.findByRole('menu');
  expect(screen.getByText('Ada Lovelace')).toBeVisible();
  expect(screen.queryByText(/@/)).not.toBeInTheDocument();
});

it('the arrow keys move through the items and wrap at both ends', async () => {
  const { user } = await openWith('{Enter}');
  await user.keyboard('{ArrowUp}');
  expect(item('Logout')).toHaveFocus();
  await user.keyboard('{ArrowDown}');
  expect(item('Dashboard')).toHaveFocus();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(item('Course catalogue')).toHaveFocus();
});

it('Home and End go to the first and the last item', async () => {
  const { user } = await openWith('{ArrowDown}');
  await user.keyboard('{End}');
  expect(item('Logout')).toHaveFocus();
  await user.keyboard('{Home}');
  expect(item('Dashboard')).toHaveFocus();
});

it('Escape closes it and returns focus to the chip', async () => {
  const { user, chip } = await openWith('{ArrowDown}{ArrowDown}');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chip).toHaveAttribute('aria-expanded', 'false');
  expect(chip).toHaveFocus();
});

it('Tab closes it and goes on to what follows the chip (the burger)', async () => {
  const { user } = await openWith('{Enter}');
  await user.tab();
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
});

it('Shift+Tab closes it onto the chip', async () => {
  const { user, chip } = await openWith('{Enter}');
  await user.tab({ shift: true });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chip).toHaveFocus();
});

it('a click outside closes it', async () => {
  const { user } = await openWith('{Enter}');
  await user.click(screen.getByTestId('path'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});

it('a click on the name keeps it open, and Escape still closes it onto the chip', async () => {
  const { user, chip } = await openWith('{Enter}');
  await user.click(screen.getByText('Ada Lovelace'));
  expect(screen.getByRole('menu')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chip).toHaveFocus();
});

it('a second click on the chip closes it', async () => {
  const { user, chip } = await renderSignedIn();
  await user.click(chip);
  await screen.findByRole('menu');
  await user.click(chip);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chip).toHaveAttribute('aria-expanded', 'false');
});

it.each([
  ['Dashboard', '/dashboard'],
  ['My courses', '/courses/my-courses'],
  ['Course catalogue', '/courses'],
  ['Profile', '/profile'],
])('%s goes to %s, closes the menu and is tracked', async (name, path) => {
  const { user, chip } = await openWith('{Enter}');
  await user.click(item(name));
  expect(screen.getByTestId('path')).toHaveTextContent(path);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(chip).toHaveFocus();
  expect(track).toHaveBeenCalledWith('header_user_menu_click', { label: name });
});

it('Enter on an item follows it', async () => {
  const { user } = await openWith('{ArrowDown}{ArrowDown}');
  expect(item('My courses')).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByTestId('path')).toHaveTextContent('/courses/my-courses');
});

it('Space on an item follows it too', async () => {
  const { user } = await openWith('{ArrowUp}{ArrowUp}');
  await user.keyboard(' ');
  expect(screen.getByTestId('path')).toHaveTextContent('/profile');
});

it('marks the page the visitor is on', async () => {
  await openWith('{Enter}', '/courses');
  expect(item('Course catalogue')).toHaveAttribute('aria-current', 'page');
  expect(item('Dashboard')).not.toHaveAttribute('aria-current');
});

it('Logout logs out as the drawer does (the current path kept for later) and closes the menu', async () => {
  const { user } = await openWith('{ArrowUp}', '/courses/qa-101');
  await user.keyboard('{Enter}');
  expect(drawerLogout).toHaveBeenCalledWith('/courses/qa-101');
  expect(track).toHaveBeenCalledWith('header_user_menu_click', { label: 'Logout' });
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
});
