/**
 * The plan buttons' click (docs/behaviour.md "Subscription clicks"), one hook for every app:
 * - anonymous, free plan: save the current path, set authWithText, go to /registration;
 * - anonymous, paid plan: the same, plus selectedSubscription and courseRedirectPath, so the
 *   checkout resumes here with the popup open after sign-up or login;
 * - signed in, paid plan: selectedSubscription and the checkout popup (a host dialog);
 * - signed in, free plan: nothing to buy, so the dashboard (where a signed-in learner starts).
 */
import { useAuthStore, isSignedIn } from '@qa/shared/kernel/session/auth-store';
import { useLocation, useNavigate } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import {
  clearSelectedSubscription,
  storeSelectedSubscription,
  type Plan,
} from '@qa/shared/kernel/subscriptions/selected-subscription';

export type { Plan };

export function useSubscriptionClick(): (plan: Plan) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return (plan: Plan) => {
    const here = `${pathname}${search}`;
    const state = useAuthStore.getState();
    if (isSignedIn(state)) {
      if (plan.isFree) {
        navigate(href('dashboard'));
        return;
      }
      storeSelectedSubscription(plan);
      state.setCheckoutPopupOpen(true);
      return;
    }
    localStore.setString(storageKeys.redirectPath, here);
    localStore.setString(storageKeys.authWithText, 'true');
    if (plan.isFree) {
      // An earlier paid click must not turn this free sign-up into a checkout.
      clearSelectedSubscription();
      localStore.remove(storageKeys.courseRedirectPath);
    } else {
      storeSelectedSubscription(plan);
      localStore.setString(storageKeys.courseRedirectPath, here);
    }
    navigate(href('registration'));
  };
}
