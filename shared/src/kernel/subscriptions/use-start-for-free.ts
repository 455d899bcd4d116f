/**
 * "Start for free" in the header, the drawer and the landing hero (docs/behaviour.md "Subscription
 * clicks"): an anonymous visitor's current path is saved and they go to /registration; a signed-in
 * user already has an account, so the same button reads "Go to my dashboard" and goes there
 * (the registration guard would otherwise bounce them back with nothing happening).
 */
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

export interface StartForFree {
  signedIn: boolean;
  /** Where the link goes. */
  to: string;
  /** 'Start for free', or 'Go to my dashboard' when signed in (the header keeps its own 'Sign Up / Login'). */
  label: string;
  onClick: () => void;
}

export const START_FOR_FREE_LABEL = 'Start for free';
export const START_FOR_FREE_SIGNED_IN_LABEL = 'Go to my dashboard';

export function useStartForFree(): StartForFree {
  const signedIn = useAuthStore((state) => Boolean(state.user) || Boolean(state.accessToken));
  const { pathname, search } = useLocation();
  if (signedIn) {
    return { signedIn, to: href('dashboard'), label: START_FOR_FREE_SIGNED_IN_LABEL, onClick: () => undefined };
  }
  return {
    signedIn,
    to: href('registration'),
    label: START_FOR_FREE_LABEL,
    onClick: () => localStore.setString(storageKeys.redirectPath, `${pathname}${search}`),
  };
}
