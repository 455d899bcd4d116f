import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import * as geolocation from '../geolocation';
import * as authStore from '@qa/shared/kernel/session/auth-store';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { freshModules } from '@qa/testing/fresh-modules';
import type * as GateModule from '../GeolocationGate';

jest.mock('../geolocation', () => ({
  ...jest.requireActual('../geolocation'),
  lookupCountry: jest.fn(),
}));

const lookupMock = geolocation.lookupCountry as jest.Mock;
const page = () => screen.getByText('page').closest('[data-geolocation]');

let GeolocationGate: typeof GateModule.GeolocationGate;

beforeEach(() => {
  jest.useFakeTimers();
  localStore.remove(...Object.values(storageKeys));
  // A new page load: the gate looks the country up once per page.
  ({ GeolocationGate } = freshModules(() => jest.requireActual<typeof GateModule>('../GeolocationGate'), {
    '@qa/shared/kernel/session/auth-store': authStore,
    [require.resolve('../geolocation')]: geolocation,
  }));
  useAuthStore.setState({ user: null, isAuthLoading: false });
});
afterEach(() => jest.useRealTimers());

describe('GeolocationGate (docs/behaviour.md)', () => {
  it('hides the page while the lookup runs and shows it when it answers', async () => {
    let answer: (v: string) => void = () => {};
    lookupMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<GeolocationGate>page</GeolocationGate>);
    expect(page()).toHaveStyle({ visibility: 'hidden' });
    await act(async () => answer('Germany'));
    expect(page()).toHaveAttribute('data-geolocation', 'ready');
  });

  it('shows the page after 3 s even if the lookup never answers', () => {
    lookupMock.mockReturnValue(new Promise(() => {}));
    render(<GeolocationGate>page</GeolocationGate>);
    act(() => jest.advanceTimersByTime(2_999));
    expect(page()).toHaveAttribute('data-geolocation', 'loading');
    act(() => jest.advanceTimersByTime(1));
    expect(page()).toHaveAttribute('data-geolocation', 'ready');
  });

  it('shows the page when the lookup fails', async () => {
    lookupMock.mockResolvedValue(null);
    render(<GeolocationGate>page</GeolocationGate>);
    await act(async () => {});
    expect(page()).toHaveAttribute('data-geolocation', 'ready');
  });

  it('makes no lookup when country_name is cached', () => {
    localStore.setString(storageKeys.countryName, 'Germany');
    render(<GeolocationGate>page</GeolocationGate>);
    expect(lookupMock).not.toHaveBeenCalled();
    expect(page()).toHaveAttribute('data-geolocation', 'ready');
  });

  it('makes one lookup however often it mounts', async () => {
    lookupMock.mockResolvedValue('Germany');
    const { unmount } = render(<GeolocationGate>page</GeolocationGate>);
    unmount();
    render(<GeolocationGate>page</GeolocationGate>);
    await act(async () => {});
    expect(lookupMock).toHaveBeenCalledTimes(1);
  });

  it('makes no lookup while auth is loading', () => {
    useAuthStore.setState({ isAuthLoading: true });
    render(<GeolocationGate>page</GeolocationGate>);
    expect(lookupMock).not.toHaveBeenCalled();
    expect(page()).toHaveAttribute('data-geolocation', 'ready');
  });
});
