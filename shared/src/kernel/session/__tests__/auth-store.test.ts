import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import type { Subscription } from '@qa/shared/kernel/entities/subscription';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';

const initial = useAuthStore.getState();
const subscription: Subscription = {
  id: 1,
  plan: { id: 2, isFree: false, name: 'Monthly', period: 'month', price: 29 },
};

beforeEach(() => useAuthStore.setState(initial, true));

describe('auth store: state and pure transitions only', () => {
  it('setSession holds the token, the user and the next path, and ends loading', () => {
    useAuthStore.setState({ isAuthLoading: true });
    useAuthStore.getState().setSession({ accessToken: 't', user: demoUser }, '/questionnaire');
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: 't',
      user: demoUser,
      isAuthLoading: false,
      nextPath: '/questionnaire',
    });
  });

  it('endSession of a signed-in user (becoming unauthenticated) drops the subscription and the checkout flag', () => {
    useAuthStore.getState().setSession({ accessToken: 't', user: demoUser });
    useAuthStore.getState().setCurrentSubscription(subscription);
    useAuthStore.getState().setCheckoutPopupOpen(true);
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState()).toMatchObject({
      accessToken: null,
      user: null,
      currentSubscription: null,
      isCheckoutPopupOpen: false,
    });
  });

  it('endSession of a visitor who never signed in keeps the checkout flag (a pending checkout survives sign-up)', () => {
    useAuthStore.getState().setCheckoutPopupOpen(true);
    useAuthStore.getState().endSession();
    expect(useAuthStore.getState().isCheckoutPopupOpen).toBe(true);
  });

  it('replaceAccessToken takes a readable token and ignores a malformed one', () => {
    useAuthStore.getState().setSession({ accessToken: 't', user: demoUser });
    useAuthStore.getState().replaceAccessToken('not-a-jwt');
    expect(useAuthStore.getState().accessToken).toBe('t');
    const next = makeAccessToken({ isSkipQuestionnaireReminder: true });
    useAuthStore.getState().replaceAccessToken(next);
    expect(useAuthStore.getState()).toMatchObject({ accessToken: next, user: { isSkipQuestionnaireReminder: true } });
  });

  it('clearNextPath forgets the next path once followed', () => {
    useAuthStore.getState().setSession({ accessToken: 't', user: demoUser }, '/dashboard');
    useAuthStore.getState().clearNextPath();
    expect(useAuthStore.getState().nextPath).toBeNull();
  });
});
