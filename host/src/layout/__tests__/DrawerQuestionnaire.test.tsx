import { screen, within } from '@testing-library/react';
import { fakeAuth, signedInUser } from './auth-mock';
import { openDrawer } from './render-header';

jest.mock('@qa/shared/kernel/session/auth-store', () => ({ useAuthStore: jest.fn() }));
jest.mock('@qa/shared/kernel/analytics/analytics', () => ({ track: jest.fn() }));

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
