import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';

export interface FakeAuthState {
  user: CurrentUser | null;
  isAuthLoading: boolean;
}

/** Points the (jest.mock-ed) auth store hook at a plain state object; returns that state. */
export function fakeAuth(partial: Partial<FakeAuthState> = {}): FakeAuthState {
  const state: FakeAuthState = {
    user: null,
    isAuthLoading: false,
    ...partial,
  };
  (useAuthStore as unknown as jest.Mock).mockImplementation((select: (s: FakeAuthState) => unknown) => select(state));
  return state;
}

export const signedInUser: CurrentUser = {
  id: 7,
  fullName: 'Ada Lovelace',
  rating: { position: 12, score: 340 },
  profilePhotoUrl: null,
  isQuestionnaireComplete: true,
  isSkipQuestionnaireReminder: false,
};
