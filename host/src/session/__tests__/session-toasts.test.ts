import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { notify } from '@qa/shared/kernel/toast/toast-bus';
import type { CurrentUser } from '@qa/shared/kernel/entities/user';
import { watchSessionToasts } from '../session-toasts';

jest.mock('@qa/shared/kernel/toast/toast-bus', () => ({ notify: jest.fn() }));

const user: CurrentUser = {
  id: 1,
  fullName: 'Demo Learner',
  rating: { position: null, score: 0 },
  profilePhotoUrl: null,
  isQuestionnaireComplete: false,
  isSkipQuestionnaireReminder: false,
};
const session = { accessToken: 'token', user };
let stop: () => void;

beforeEach(() => {
  useAuthStore.getState().endSession();
  jest.mocked(notify).mockClear();
  stop = watchSessionToasts();
});
afterEach(() => stop());

it('a sign-in says who is signed in; a logout says so too', () => {
  useAuthStore.getState().setSession(session);
  expect(notify).toHaveBeenLastCalledWith('Logged in as Demo Learner', { variant: 'success' });
  useAuthStore.getState().endSession();
  expect(notify).toHaveBeenLastCalledWith('Logged out', { variant: 'info' });
  expect(notify).toHaveBeenCalledTimes(2);
});

it('a session restored while auth was loading, or a refreshed one, raises no toast', () => {
  useAuthStore.getState().setAuthLoading(true);
  useAuthStore.getState().setSession(session);
  useAuthStore.getState().setSession({ accessToken: 'newer', user });
  expect(notify).not.toHaveBeenCalled();
});
