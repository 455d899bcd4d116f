import { screen } from '@testing-library/react';
import { Link } from '@qa/shared/kernel/routing/router';
import { renderAtPath, resetToFirstVisit } from '@qa/testing/path-probe';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { useStartForFree } from '@qa/shared/kernel/subscriptions/use-start-for-free';
import { demoUser } from '@qa/testing/tokens';

function StartButton() {
  const start = useStartForFree();
  return (
    <Link to={start.to} onClick={start.onClick}>
      {start.label}
    </Link>
  );
}

const renderAt = (path: string) => renderAtPath(path, <StartButton />);

beforeEach(resetToFirstVisit);

it('anonymous: "Start for free" saves the current path and goes to /registration', async () => {
  const user = renderAt('/posts?page=2');
  await user.click(screen.getByRole('link', { name: 'Start for free' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/registration');
  expect(localStore.getString(storageKeys.redirectPath)).toBe('/posts?page=2');
});

it('signed in: reads "Go to my dashboard", goes there and saves nothing', async () => {
  useAuthStore.getState().setSession({ accessToken: 't', user: demoUser });
  const user = renderAt('/posts');
  await user.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
  expect(localStore.getString(storageKeys.redirectPath)).toBeNull();
});
