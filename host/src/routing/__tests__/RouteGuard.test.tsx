import { act, render, screen, waitFor } from '@testing-library/react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { MemoryRouter, Route, Routes } from '@qa/testing/router';
import { routeById } from '@qa/shared/kernel/routing/route-table';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { demoUser, makeAccessToken } from '@qa/testing/tokens';
import { SESSION_OUTAGE_MESSAGE } from '@qa/shared/kernel/errors/api-error';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { RouteGuard } from '../RouteGuard';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/" element={<h1>Home</h1>} />
        <Route
          path="/login"
          element={
            <RouteGuard entry={routeById('login')}>
              <h1>Login</h1>
            </RouteGuard>
          }
        />
        <Route path="/registration" element={<h1>Registration</h1>} />
        <Route
          path="/paths"
          element={
            <RouteGuard entry={routeById('paths')}>
              <h1>Paths</h1>
            </RouteGuard>
          }
        />
        <Route
          path="/dashboard"
          element={
            <RouteGuard entry={routeById('dashboard')}>
              <h1>Dashboard</h1>
            </RouteGuard>
          }
        />
        <Route
          path="/courses/my-courses"
          element={
            <RouteGuard entry={routeById('my-courses')}>
              <h1>My courses</h1>
            </RouteGuard>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStore.remove(...Object.values(storageKeys));
  sessionStore.setString(sessionKeys.lastVisitedPath, '');
  useAuthStore.setState({ user: null, accessToken: null, isAuthLoading: false, isReconnecting: false });
});

describe('RouteGuard', () => {
  it('takes a user who just signed in to the next path, clears it on arrival and keeps redirectPath', async () => {
    localStore.setString(storageKeys.redirectPath, '/paths');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    act(() => useAuthStore.setState({ user: demoUser, nextPath: '/dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(useAuthStore.getState().nextPath).toBeNull());
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/paths');
  });

  it('sends an anonymous visitor from /dashboard to /login and stores redirectPath', async () => {
    renderAt('/dashboard?tab=2');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/dashboard?tab=2');
  });

  it('sends an anonymous visitor from /courses/my-courses to /registration', async () => {
    renderAt('/courses/my-courses');
    expect(await screen.findByRole('heading', { name: 'Registration' })).toBeInTheDocument();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/courses/my-courses');
  });

  it('shows the guarded page while auth is loading', () => {
    useAuthStore.setState({ isAuthLoading: true });
    renderAt('/dashboard');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to the stored redirectPath and forgets it', async () => {
    useAuthStore.setState({ user: demoUser });
    localStore.setString(storageKeys.redirectPath, '/dashboard');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
  });

  it('sends a signed-in user from /login to the last-visited path when there is no redirectPath', async () => {
    useAuthStore.setState({ user: demoUser });
    sessionStore.setString(sessionKeys.lastVisitedPath, '/paths');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Paths' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to / when a stored path leaves the origin', async () => {
    useAuthStore.setState({ user: demoUser });
    localStore.setString(storageKeys.redirectPath, '//evil.com');
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('remembers a public page as the last-visited path', () => {
    renderAt('/paths');
    expect(sessionStore.getString(sessionKeys.lastVisitedPath)).toBe('/paths');
  });
});

describe('RouteGuard while the session reconnects after an outage', () => {
  const reconnectingStatus = () => screen.getByRole('status', { name: 'Reconnecting…' });

  it('shows the reconnecting state and what happened on a guarded page, never the login form', () => {
    useAuthStore.setState({ isReconnecting: true });
    renderAt('/dashboard?tab=2');
    expect(reconnectingStatus()).toHaveTextContent(SESSION_OUTAGE_MESSAGE);
    expect(screen.queryByRole('heading', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
  });

  it('shows the page the visitor asked for once the session is back, without a click', async () => {
    useAuthStore.setState({ isReconnecting: true });
    renderAt('/dashboard');
    act(() => useAuthStore.getState().setSession({ accessToken: makeAccessToken(), user: demoUser }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Reconnecting…' })).not.toBeInTheDocument();
  });

  it('sends the visitor to /login with the path saved when the server then refuses the session', async () => {
    useAuthStore.setState({ isReconnecting: true });
    renderAt('/dashboard?tab=2');
    act(() => useAuthStore.getState().endSession());
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStore.getString(storageKeys.redirectPath)).toBe('/dashboard?tab=2');
  });

  it('shows a public page as it is meanwhile', () => {
    useAuthStore.setState({ isReconnecting: true });
    renderAt('/paths');
    expect(screen.getByRole('heading', { name: 'Paths' })).toBeInTheDocument();
  });
});
