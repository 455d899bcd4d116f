import { screen } from '@testing-library/react';
import { mainApi } from '@qa/shared/data/api-client';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { storeSelectedSubscription } from '@qa/shared/kernel/subscriptions/selected-subscription';
import { demoUser } from '@qa/testing/tokens';
import { chooseCookies, dialog, renderDialogs, resetBrowser, settle, signInAs, testConfig } from './dialogs-harness';

jest.mock('../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));
jest.mock('@qa/shared/data/api-client', () => ({ mainApi: { put: jest.fn(), get: jest.fn(), post: jest.fn() } }));
jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

const post = jest.mocked(mainApi.post);
const get = jest.mocked(mainApi.get);
const plan = { id: 3, isFree: false, name: 'Six months', period: 'six-months', price: 149 };
const subscription = { id: 9, status: 'active', plan };
const checkoutDialog = () => dialog('Confirm your plan');

function pendingCheckout() {
  storeSelectedSubscription(plan);
  signInAs();
  useAuthStore.getState().setCheckoutPopupOpen(true);
}

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  setAppConfig(testConfig);
  chooseCookies('false');
  get.mockResolvedValue({ data: subscription });
});
afterEach(() => jest.useRealTimers());

it('shows the chosen plan with its price in the visitor’s format', async () => {
  pendingCheckout();
  renderDialogs('/subscriptions');
  const box = await screen.findByRole('dialog', { name: 'Confirm your plan' });
  expect(box).toHaveTextContent('Six months');
  expect(box).toHaveTextContent(/\$149(?![.\d])/);
  expect(box).toHaveTextContent('for six months');
});

it('confirm: one POST /checkout even on a double click, then the subscription is current and the popup gone', async () => {
  pendingCheckout();
  let answer: (value: { data: typeof subscription }) => void = () => undefined;
  post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const user = renderDialogs('/subscriptions');
  const confirm = await screen.findByRole('button', { name: /Confirm and pay/ });
  await user.dblClick(confirm);
  expect(screen.getByRole('button', { name: 'Confirming…' })).toBeDisabled();
  answer({ data: subscription });
  await settle();
  expect(post).toHaveBeenCalledTimes(1);
  expect(post).toHaveBeenCalledWith('/checkout', { planId: 3 });
  expect(useAuthStore.getState().currentSubscription?.plan.name).toBe('Six months');
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
  expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
  expect(checkoutDialog()).not.toBeInTheDocument();
});

it("a failure shows the server's message and keeps the popup and the plan", async () => {
  pendingCheckout();
  post.mockRejectedValue(new ApiError('You are already subscribed to the Six months plan.', 'http', 400));
  const user = renderDialogs('/subscriptions');
  await user.click(await screen.findByRole('button', { name: /Confirm and pay/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent('You are already subscribed to the Six months plan.');
  expect(checkoutDialog()).toBeInTheDocument();
  expect(localStore.getString(storageKeys.selectedSubscription)).not.toBeNull();
  expect(screen.getByRole('button', { name: /Confirm and pay/ })).toBeEnabled();
});

it('Cancel closes it and forgets the chosen plan', async () => {
  pendingCheckout();
  const user = renderDialogs('/subscriptions');
  await user.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
  expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
});

it('a corrupt stored plan closes the flag instead of crashing', async () => {
  signInAs();
  localStore.setString(storageKeys.selectedSubscription, '{"id":');
  useAuthStore.getState().setCheckoutPopupOpen(true);
  renderDialogs('/subscriptions');
  await settle();
  expect(checkoutDialog()).not.toBeInTheDocument();
  expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
});

it('waits while the guard is still taking a just-signed-in user to the checkout page', async () => {
  storeSelectedSubscription(plan);
  useAuthStore.getState().setSession({ accessToken: 't', user: demoUser }, '/courses');
  useAuthStore.getState().setCheckoutPopupOpen(true);
  renderDialogs('/registration');
  await settle();
  expect(checkoutDialog()).not.toBeInTheDocument();
});

it('the cookie dialog comes first; the checkout follows once it is answered', async () => {
  localStore.remove(storageKeys.euCookieState);
  pendingCheckout();
  const user = renderDialogs('/subscriptions');
  await user.click(await screen.findByRole('button', { name: 'Accept all' }));
  expect(await screen.findByRole('dialog', { name: 'Confirm your plan' })).toBeInTheDocument();
});
