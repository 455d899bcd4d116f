/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import SubscriptionsPage from '../pages/SubscriptionsPage';
import { API, plans } from './fixtures';
import { location, resetWorld, signInAs } from '@qa/testing/page-harness';
import { renderPage, startApi } from './test-helpers';
import { failsTwice } from '@qa/testing/fails-twice';

const server = startApi();
beforeEach(resetWorld);

test('monthly by default: free, monthly and annual cards, prices in the visitor format, comparison and FAQ', async () => {
  const user = userEvent.setup();
  renderPage('/subscriptions', <SubscriptionsPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Plans and pricing' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading plans' })).toBeInTheDocument();
  expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
  expect(document.title).toBe('Plans and pricing — QA Career');
  expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/subscriptions$/);
  expect(screen.getByTestId('plan-monthly')).toHaveTextContent(/\$29(?![.\d])/);
  expect(screen.queryByTestId('plan-six-months')).not.toBeInTheDocument();
  expect(screen.getByTestId('plan-annual')).toHaveTextContent('$20.75 a month');
  await user.click(screen.getByRole('radio', { name: /Six months/ }));
  expect(screen.getByTestId('plan-six-months')).toHaveTextContent(/\$149(?![.\d])/);
  expect(screen.getByTestId('plan-six-months')).toHaveTextContent('save 14%');
  expect(screen.queryByTestId('plan-monthly')).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'What each plan includes' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent),
  ).toEqual(['Feature', 'Free', 'Monthly', 'Six months', 'Annual']);
  const question = screen.getByRole('button', { name: 'In which currency do I pay?' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  await user.click(question);
  expect(question).toHaveAttribute('aria-expanded', 'true');
  expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).toBeVisible();
});

const comparisonRow = (feature: string) =>
  within(screen.getByRole('table', { name: 'What each plan includes' }))
    .getByRole('rowheader', { name: feature })
    .closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

test('the comparison shows a feature of the Free plan as included in every paid plan', async () => {
  renderPage('/subscriptions', <SubscriptionsPage />);
  await screen.findByRole('table', { name: 'What each plan includes' });
  expect(cellTexts(comparisonRow('Community chat'))).toEqual(['✓Included', '✓Included', '✓Included', '✓Included']);
});

test('the comparison shows a paid feature as included from the cheapest plan that lists it upwards', async () => {
  renderPage('/subscriptions', <SubscriptionsPage />);
  await screen.findByRole('table', { name: 'What each plan includes' });
  expect(cellTexts(comparisonRow('2 mentor sessions'))).toEqual([
    '—Not included',
    '—Not included',
    '✓Included',
    '✓Included',
  ]);
});

test('/subscriptions/six-months opens with six months chosen', async () => {
  renderPage('/subscriptions/six-months', <SubscriptionsPage />);
  expect(await screen.findByRole('radio', { name: /Six months/ })).toBeChecked();
  expect(screen.getByTestId('plan-six-months')).toBeInTheDocument();
});

test('anonymous: a paid card stores the plan and the way back, then registration', async () => {
  const user = userEvent.setup();
  renderPage('/subscriptions', <SubscriptionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Choose Monthly' }));
  expect(location()).toBe('/registration');
  expect(JSON.parse(localStore.getString(storageKeys.selectedSubscription) ?? '{}')).toEqual({
    id: 2,
    isFree: false,
    name: 'Monthly',
    period: 'month',
    price: 29,
  });
  expect(localStore.getString(storageKeys.courseRedirectPath)).toBe('/subscriptions');
});

test('anonymous free card: registration without a plan to buy', async () => {
  const user = userEvent.setup();
  renderPage('/subscriptions', <SubscriptionsPage />);
  await user.click(await screen.findByRole('button', { name: 'Start for free' }));
  expect(location()).toBe('/registration');
  expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
  expect(localStore.getString(storageKeys.authWithText)).toBe('true');
});

test('signed in: a paid card opens the checkout; the current plan cannot be chosen again', async () => {
  signInAs();
  useAuthStore.setState({ currentSubscription: { id: 9, plan: plans[3] as (typeof plans)[number] } });
  const user = userEvent.setup();
  renderPage('/subscriptions', <SubscriptionsPage />);
  expect(await screen.findByRole('button', { name: 'Your current plan' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
  expect(location()).toBe('/subscriptions');
});

test('a failed load shows the message and Retry', async () => {
  server.use(failsTwice(`${API}/plans`, 'Plans are down.'));
  const user = userEvent.setup();
  renderPage('/subscriptions', <SubscriptionsPage />);
  const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
  expect(alert).toHaveTextContent('Plans are down.');
  await user.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByTestId('plan-monthly')).toBeInTheDocument();
});

test('no plans on offer: the empty state', async () => {
  server.use(http.get(`${API}/plans`, () => HttpResponse.json({ data: [] })));
  renderPage('/subscriptions', <SubscriptionsPage />);
  expect(await screen.findByRole('heading', { name: 'No plans on offer right now' })).toBeInTheDocument();
});
