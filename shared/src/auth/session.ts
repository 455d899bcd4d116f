/**
 * Session start (spec §4): with a stored refresh token the app is loading-auth and asks for a
 * refresh. The API client (axios) is imported only then, so anonymous first loads never carry it.
 */
import { useAuthStore } from '@qa/shared/auth/auth-store';
import { localStore, storageKeys } from '@qa/shared/storage/local-storage';
import { notify } from '@qa/shared/ui/toast';

export interface StartSessionOptions {
  /** The path to come back to after signing in again. */
  currentPath: () => string;
  navigate: (path: string) => void;
}

let started: Promise<void> | null = null;

/** Once per page load (React StrictMode mounts twice; a refresh token must be spent once). */
export function startSession(options: StartSessionOptions): Promise<void> {
  started ??= runSessionStart(options);
  return started;
}

/** Tests only: forget that the session was started. */
export function resetSessionStart(): void {
  started = null;
}

async function runSessionStart({ currentPath, navigate }: StartSessionOptions): Promise<void> {
  const store = useAuthStore.getState();
  if (!localStore.getString(storageKeys.refreshToken)) {
    store.setAuthLoading(false);
    return;
  }
  store.setAuthLoading(true);
  try {
    const { refreshSession } = await import('@qa/shared/api/auth');
    await refreshSession();
  } catch (error) {
    const { messageOf } = await import('@qa/shared/api/api-client');
    notify(messageOf(error), { variant: 'error', persist: true });
    // Never signed in on this page, so "becoming unauthenticated" does not run: the path stays saved.
    useAuthStore.getState().endSession({ clearStorage: shouldForgetToken(error) });
    localStore.setString(storageKeys.redirectPath, currentPath());
    navigate('/login');
  } finally {
    useAuthStore.getState().setAuthLoading(false);
  }
}

/** The server refused the token: forget it. A network or server failure keeps it for the next visit. */
function shouldForgetToken(error: unknown): boolean {
  const { isAxiosError, response } = (error ?? {}) as { isAxiosError?: boolean; response?: { status?: number } };
  if (isAxiosError && !response) return false;
  return !(response?.status && response.status >= 500);
}
