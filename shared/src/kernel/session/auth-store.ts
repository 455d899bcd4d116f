/**
 * The session's state, one Zustand store shared by every app: state and pure transitions only.
 * Everything that talks to the network or to the stored refresh token is the session service
 * (`kernel/session/session.ts`); the access token lives in memory only.
 */
import { create } from 'zustand';
import { decodeUser } from '@qa/shared/kernel/session/decode-user';
import type { Subscription } from '@qa/shared/kernel/entities/subscription';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';

export interface AuthState {
  accessToken: string | null;
  user: CurrentUser | null;
  /** A stored session is being restored: guards wait and show the page meanwhile. Set by the session service only. */
  isAuthLoading: boolean;
  /**
   * The stored session could not be restored because the server was unreachable, and its refresh
   * is being retried: guarded pages wait in a reconnecting state instead of sending the visitor to
   * the login form. Set by the session service only; any session or sign-out ends it.
   */
  isReconnecting: boolean;
  isCheckoutPopupOpen: boolean;
  currentSubscription: Subscription | null;
  /**
   * Where the page that signed the user in wants to go next (the questionnaire after sign-up,
   * the checkout, the dashboard after the questionnaire). Set in the same update as the session,
   * so the route guard that reacts to the new user sees it; the guard follows it once.
   */
  nextPath: string | null;
}

export interface AuthActions {
  /** A signed-in (or refreshed) session; `nextPath` is followed once by the guards. */
  setSession(session: { accessToken: string; user: CurrentUser }, nextPath?: string | null): void;
  /** Back to anonymous; "becoming unauthenticated" also drops the subscription and the checkout flag. */
  endSession(): void;
  /** The guard followed `nextPath`. */
  clearNextPath(): void;
  /** A new access token for the same session (e.g. after the questionnaire skip); ignored when malformed. */
  replaceAccessToken(accessToken: string): void;
  setAuthLoading(loading: boolean): void;
  setReconnecting(reconnecting: boolean): void;
  setCheckoutPopupOpen(open: boolean): void;
  setCurrentSubscription(subscription: Subscription | null): void;
}

export type AuthStore = AuthState & AuthActions;

export const isSignedIn = (state: Pick<AuthState, 'accessToken' | 'user'>) =>
  state.accessToken !== null || state.user !== null;

export const useAuthStore = create<AuthStore>()((set, get) => ({
  accessToken: null,
  user: null,
  isAuthLoading: false,
  isReconnecting: false,
  isCheckoutPopupOpen: false,
  currentSubscription: null,
  nextPath: null,

  setSession({ accessToken, user }, nextPath = null) {
    set({ accessToken, user, isAuthLoading: false, isReconnecting: false, nextPath });
  },

  endSession() {
    const becomingUnauthenticated = isSignedIn(get());
    set({
      accessToken: null,
      user: null,
      isAuthLoading: false,
      isReconnecting: false,
      nextPath: null,
      ...(becomingUnauthenticated ? { currentSubscription: null, isCheckoutPopupOpen: false } : {}),
    });
  },

  clearNextPath() {
    if (get().nextPath !== null) set({ nextPath: null });
  },

  replaceAccessToken(accessToken) {
    const user = decodeUser(accessToken);
    if (user) set({ accessToken, user });
  },

  setAuthLoading(isAuthLoading) {
    set({ isAuthLoading });
  },
  setReconnecting(isReconnecting) {
    if (get().isReconnecting !== isReconnecting) set({ isReconnecting });
  },
  setCheckoutPopupOpen(isCheckoutPopupOpen) {
    set({ isCheckoutPopupOpen });
  },
  setCurrentSubscription(currentSubscription) {
    set({ currentSubscription });
  },
}));
