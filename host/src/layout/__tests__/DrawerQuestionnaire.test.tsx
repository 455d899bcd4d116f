import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { Header } from '../Header';
import { fakeAuth, signedInUser } from './auth-mock';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

function Where() {
  return <output data-testid="path">{useLocation().pathname}</output>;
}

async function openDrawer() {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/events']}>
      <Header variant="landing" />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, drawer: await screen.findByRole('dialog', { name: 'Menu' }) };
}

it('a user who has not finished the questionnaire is invited to, and the link closes the drawer', async () => {
  fakeAuth({ user: { ...signedInUser, isQuestionnaireComplete: false } });
  const { user, drawer } = await openDrawer();
  await user.click(within(drawer).getByRole('link', { name: 'Finish the questionnaire' }));
  expect(screen.getByTestId('path')).toHaveTextContent('/questionnaire');
  expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
});

it('no invitation once the questionnaire is complete', async () => {
  fakeAuth({ user: signedInUser });
  const { drawer } = await openDrawer();
  expect(within(drawer).queryByRole('link', { name: 'Finish the questionnaire' })).toBeNull();
});
