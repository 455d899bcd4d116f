import { screen } from '@testing-library/react';
import { renderAtPath, resetToFirstVisit } from '@qa/testing/path-probe';
import { Route, Routes } from '@qa/testing/router';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { useSubscriptionClick, type Plan } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { readSelectedSubscription } from '@qa/shared/kernel/subscriptions/selected-subscription';
import { demoUser } from '@qa/testing/tokens';

const paid: Plan = { id: 2, isFree: false, name: 'Monthly', period: 'month', price: 29 };
const free: Plan = { id: 1, isFree: true, name: 'Free', period: 'forever', price: 0 };

function PlanButtons() {
  const click = useSubscriptionClick();
  return (
    <>
      <button type="button" onClick={() => click(paid)}>
        Choose Monthly
      </button>
      <button type="button" onClick={() => click(free)}>
        Choose Free
      </button>
    </>
  );
}

const renderAt = (path: string) =>
  renderAtPath(
    path,
    <Routes>
      <Route path="/subscriptions" element={<PlanButtons />} />
      <Route path="*" element={null} />
    </Routes>,
  );

beforeEach(resetToFirstVisit);

describe('anonymous visitor', () => {
  it('free click: saves the path, sets authWithText, goes to /registration, stores no plan', async () => {
    localStore.setString(storageKeys.selectedSubscription, JSON.stringify(paid));
    localStore.setString(storageKeys.courseRedirectPath, '/old');
    const user = renderAt('/subscriptions?from=hero');
    await user.click(screen.getByRole('button', { name: 'Choose Free' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/registration');
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/subscriptions?from=hero');
    expect(localStore.getString(storageKeys.authWithText)).toBe('true');
    expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
    expect(localStore.getString(storageKeys.courseRedirectPath)).toBeNull();
  });

  it('paid click: also stores selectedSubscription and courseRedirectPath, goes to /registration', async () => {
    const user = renderAt('/subscriptions');
    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/registration');
    expect(readSelectedSubscription()).toEqual(paid);
    expect(localStore.getString(storageKeys.courseRedirectPath)).toBe('/subscriptions');
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/subscriptions');
    expect(localStore.getString(storageKeys.authWithText)).toBe('true');
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
  });
});

describe('signed-in user', () => {
  beforeEach(() => useAuthStore.getState().setSession({ accessToken: 't', user: demoUser }));

  it('paid click: stores selectedSubscription and opens the checkout popup, staying on the page', async () => {
    const user = renderAt('/subscriptions');
    await user.click(screen.getByRole('button', { name: 'Choose Monthly' }));
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
    expect(readSelectedSubscription()).toEqual(paid);
    expect(screen.getByTestId('where')).toHaveTextContent('/subscriptions');
    expect(localStore.getString(storageKeys.courseRedirectPath)).toBeNull();
  });

  it('free click: nothing to buy, goes to the dashboard without a popup', async () => {
    const user = renderAt('/subscriptions');
    await user.click(screen.getByRole('button', { name: 'Choose Free' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(false);
    expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
  });
});

describe('selectedSubscription read back', () => {
  it.each([
    ['not JSON', '{oops'],
    ['a string', '"Monthly"'],
    ['a plan without a price', JSON.stringify({ id: 2, isFree: false, name: 'Monthly', period: 'month' })],
    ['null', 'null'],
  ])('%s gives no plan and is removed', (_label, raw) => {
    localStore.setString(storageKeys.selectedSubscription, raw);
    expect(readSelectedSubscription()).toBeNull();
    expect(localStore.getString(storageKeys.selectedSubscription)).toBeNull();
  });
});
