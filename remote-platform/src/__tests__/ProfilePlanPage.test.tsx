/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import ProfilePlanPage from '../pages/ProfilePlanPage';
import { API, plans, subscriptionOf } from './fixtures';
import { renderPage, resetWorld, signInAs } from '@qa/testing/page-harness';
import { failsTwice } from '@qa/testing/fails-twice';
import { startApi } from './test-helpers';

const server = startApi();
beforeEach(() => {
  resetWorld();
  signInAs();
});

test('the current plan with its period and renewal date; choosing another opens the checkout', async () => {
  server.use(
    http.get(`${API}/subscriptions`, () => HttpResponse.json(subscriptionOf(plans[1] as (typeof plans)[number]))),
  );
  const user = userEvent.setup();
  renderPage('/profile/plan', <ProfilePlanPage />);
  expect(screen.getByRole('status', { name: 'Loading your plan' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'Monthly' })).toBeInTheDocument();
  expect(document.title).toBe('Your plan — QA Career');
  expect(screen.getByText(/renews or ends on 1 Dec 2026/)).toBeInTheDocument();
  const others = screen.getByRole('region', { name: 'Change plan' });
  expect(
    within(others)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent),
  ).toEqual(['Annual']);
  await user.click(within(others).getByRole('button', { name: 'Choose Annual' }));
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
  expect(JSON.parse(localStore.getString(storageKeys.selectedSubscription) ?? '{}')).toMatchObject({ id: 3 });
});

test('a failed load has Retry', async () => {
  server.use(failsTwice(`${API}/plans`, 'Plans are down.'));
  const user = userEvent.setup();
  renderPage('/profile/plan', <ProfilePlanPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('Plans are down.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Free' })).toBeInTheDocument();
});
