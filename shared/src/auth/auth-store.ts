/**
 * The session (spec §4), one Zustand store shared by every app. The access token lives in
 * memory only; the refresh token is the one session key kept in local storage.
 */
import { create } from 'zustand';
import { decodeUser } from '@qa/shared/auth/decode-user';
import type { Subscription } from '@qa/shared/entities/subscription';
import type { CurrentUser, SessionTokens } from '@qa/shared/entities/user';
import { getQueryClient } from '@qa/shared/query/query-client';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { notify } from '@qa/shared/ui/toast';

export interface AuthState {
  accessToken: string | null;
  user: CurrentUser | null;
  isAuthLoading: boolean;
  isCheckoutPopupOpen: boolean;
  currentSubscription: Subscription | null;
  /**
   * Where the page that signed the user in wants to go next (the questionnaire after sign-up,
   * the checkout, the dashboard after the questionnaire). Set in the same update as the session,
   * so the route guard that reacts to the new user sees it; the guard follows it once.
   */
  nextPath: string | null;
}

export interface SetSessionOptions {
  /** A same-origin path the guards follow once instead of their default target. */
  next?: string;
}

export interface AuthActions {
  /** Logged out → logged in (or a refreshed session). A malformed or expired token signs out. */
  setSession(tokens: SessionTokens, options?: SetSessionOptions): void;
  /** The guard followed `nextPath`. */
  clearNextPath(): void;
  /** A new access token for the same session (e.g. after the questionnaire skip). */
  replaceAccessToken(accessToken: string): void;
  /** POST /auth/logout, then clears the session and every key spec §4 lists. */
  logout(): Promise<void>;
  /** Logout from the side drawer: on success also saves redirectPath and forgets the current course. */
  drawerLogout(currentPath: string): Promise<void>;
  /** Ends the session here without a request: failed refresh, bad token, another tab logged out. */
  endSession(options?: { clearStorage?: boolean }): void;
  setAuthLoading(loading: boolean): void;
  setCheckoutPopupOpen(open: boolean): void;
  setCurrentSubscription(subscription: Subscription | null): void;
}

export type AuthStore = AuthState & AuthActions;

/** spec §4 "Logout clears …" (besides the tokens, the user and the cached queries). */
const logoutKeys = [
  storageKeys.refreshToken,
  storageKeys.webinars,
  storageKeys.sub,
  storageKeys.createProfileToken,
  storageKeys.multipleUsageToken,
  storageKeys.isFreePayment,
  storageKeys.externalLink,
] as const;

/** spec §4 "Logged out to logged in … are removed". */
const signInKeys = [storageKeys.sub, storageKeys.createProfileToken, storageKeys.multipleUsageToken] as const;

const isSignedIn = (state: AuthState) => state.accessToken !== null || state.user !== null;

/** spec §4 "Becoming unauthenticated": clears the subscription, the checkout flag and redirectPath. */
const unauthenticated = { currentSubscription: null, isCheckoutPopupOpen: false } as const;

async function requestLogout(accessToken: string): Promise<boolean> {
  try {
    const { logoutRequest } = await import('@qa/shared/api/auth');
    await logoutRequest(accessToken);
    return true;
  } catch (error) {
    const { messageOf } = await import('@qa/shared/api/api-client');
    notify(messageOf(error), { variant: 'error' });
    return false;
  }
}

export const useAuthStore = create<AuthStore>()((set, get) => {
  /** Clears the in-memory session; `becoming unauthenticated` runs before anything saves a new redirectPath. */
  const signOut = (clearStorage: boolean) => {
    const wasSignedIn = isSignedIn(get());
    if (clearStorage) localStore.remove(storageKeys.refreshToken);
    if (wasSignedIn) {
      if (clearStorage) localStore.remove(storageKeys.redirectPath);
      getQueryClient()?.clear();
    }
    set({
      accessToken: null,
      user: null,
      isAuthLoading: false,
      nextPath: null,
      ...(wasSignedIn ? unauthenticated : {}),
    });
  };

  const logoutWithResult = async (): Promise<boolean> => {
    const { accessToken } = get();
    const ok = accessToken ? await requestLogout(accessToken) : true;
    // The session ends here even when the server failed: a person who asked to leave must not stay signed in.
    localStore.remove(...logoutKeys);
    signOut(true);
    getQueryClient()?.clear();
    return ok;
  };

  return {
    accessToken: null,
    user: null,
    // Guards must not redirect before the stored session has been tried (spec §2: the page is shown meanwhile).
    isAuthLoading: localStore.getString(storageKeys.refreshToken) !== null,
    isCheckoutPopupOpen: false,
    currentSubscription: null,
    nextPath: null,

    setSession(tokens, options = {}) {
      const user = decodeUser(tokens?.accessToken);
      if (!user || typeof tokens.refreshToken !== 'string' || tokens.refreshToken === '') {
        signOut(true);
        return;
      }
      if (!isSignedIn(get())) localStore.remove(...signInKeys);
      localStore.setString(storageKeys.refreshToken, tokens.refreshToken);
      set({ accessToken: tokens.accessToken, user, isAuthLoading: false, nextPath: options.next ?? null });
    },

    clearNextPath() {
      if (get().nextPath !== null) set({ nextPath: null });
    },

    replaceAccessToken(accessToken) {
      const user = decodeUser(accessToken);
      if (user) set({ accessToken, user });
    },

    async logout() {
      await logoutWithResult();
    },

    async drawerLogout(currentPath) {
      if (!(await logoutWithResult())) return;
      localStore.setString(storageKeys.redirectPath, currentPath);
      localStore.remove(storageKeys.currentCourseId);
    },

    endSession({ clearStorage = true } = {}) {
      signOut(clearStorage);
    },

    setAuthLoading(isAuthLoading) {
      set({ isAuthLoading });
    },
    setCheckoutPopupOpen(isCheckoutPopupOpen) {
      set({ isCheckoutPopupOpen });
    },
    setCurrentSubscription(currentSubscription) {
      set({ currentSubscription });
    },
  };
});

/**
 * Logging out in one tab logs out the others: the refresh token key disappears from the
 * shared local storage. The other tab already cleared the keys, so only memory is cleared here.
 */
export function syncLogoutAcrossTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (event: StorageEvent) => {
    const removed = (event.key === storageKeys.refreshToken || event.key === null) && event.newValue === null;
    if (removed && isSignedIn(useAuthStore.getState())) useAuthStore.getState().endSession({ clearStorage: false });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
