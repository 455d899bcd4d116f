import { act, render, screen } from '@testing-library/react';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import * as geolocation from '../geolocation';
import * as authStore from '@qa/shared/kernel/session/auth-store';
import * as countrySettled from '@qa/shared/kernel/geo/country-settled';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { Price } from '@qa/shared/data/prices/Price';
import { demoUser } from '@qa/testing/tokens';
import { freshModules } from '@qa/testing/fresh-modules';
import type * as GateModule from '../GeolocationGate';

jest.mock('../geolocation', () => ({
  ...jest.requireActual('../geolocation'),
  lookupCountry: jest.fn(),
}));
// The signed-in session's queries are not what these tests are about.
jest.mock('../SignedInSession', () => ({ __esModule: true, default: () => null }));

const lookupMock = geolocation.lookupCountry as jest.Mock;

let GeolocationGate: typeof GateModule.GeolocationGate;

/** A page with a price on it, inside the gate as App.tsx mounts it. */
function renderPage() {
  return render(
    <GeolocationGate>
      <h1>Plans</h1>
      <p>
        <Price amount={19} /> per month
      </p>
    </GeolocationGate>,
  );
}

/** The lookup answers as the real one does: the country is stored, then the promise resolves. */
function lookupThatAnswersLater() {
  let answer: (country: string) => void = () => {};
  lookupMock.mockReturnValue(
    new Promise((resolve) => {
      answer = (country) => {
        localStore.setString(storageKeys.countryName, country);
        resolve(country);
      };
    }),
  );
  return (country: string) => act(async () => answer(country));
}

const placeholder = () => screen.queryByText('Loading price');
const price = () => screen.queryByText('$19 per month');

beforeEach(() => {
  jest.useFakeTimers();
  localStore.remove(...Object.values(storageKeys));
  countrySettled.settleCountry();
  // A new page load: the gate looks the country up once per page.
  ({ GeolocationGate } = freshModules(() => jest.requireActual<typeof GateModule>('../GeolocationGate'), {
    '@qa/shared/kernel/session/auth-store': authStore,
    '@qa/shared/kernel/geo/country-settled': countrySettled,
    [require.resolve('../geolocation')]: geolocation,
  }));
  useAuthStore.setState({ user: null, isAuthLoading: false });
});
afterEach(() => jest.useRealTimers());

describe('GeolocationGate (docs/behaviour.md)', () => {
  it('shows the page at once while the lookup runs', () => {
    lookupThatAnswersLater();
    const { container } = renderPage();
    expect(lookupMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'Plans' })).toBeVisible();
    expect(container.querySelector('[style*="visibility: hidden"]:not([aria-hidden])')).toBeNull();
  });

  it('a price shows its placeholder while the lookup runs, then the price when it answers', async () => {
    const answer = lookupThatAnswersLater();
    renderPage();
    expect(placeholder()).toBeInTheDocument();
    expect(price()).not.toBeInTheDocument();
    await answer('United States');
    expect(placeholder()).not.toBeInTheDocument();
    expect(price()).toBeVisible();
    expect(localStore.getString(storageKeys.countryName)).toBe('United States');
  });

  it('the price shows at 1.5 s when the lookup has not answered, not a millisecond before', () => {
    lookupMock.mockReturnValue(new Promise(() => {}));
    renderPage();
    act(() => jest.advanceTimersByTime(1_499));
    expect(placeholder()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(placeholder()).not.toBeInTheDocument();
    expect(price()).toBeVisible();
  });

  it('the price shows when the lookup fails', async () => {
    lookupMock.mockResolvedValue(null);
    renderPage();
    await act(async () => {});
    expect(price()).toBeVisible();
  });

  it('with a cached country the price shows at once and nothing is looked up', () => {
    localStore.setString(storageKeys.countryName, 'United States');
    renderPage();
    expect(lookupMock).not.toHaveBeenCalled();
    expect(price()).toBeVisible();
  });

  it('a signed-in user sees prices at once and nothing is looked up', async () => {
    useAuthStore.setState({ user: demoUser, isAuthLoading: false });
    renderPage();
    expect(price()).toBeVisible();
    await act(async () => {}); // the signed-in session's chunk
    expect(lookupMock).not.toHaveBeenCalled();
  });

  it('while a stored session starts prices wait, and show once the user is known', async () => {
    useAuthStore.setState({ isAuthLoading: true });
    renderPage();
    expect(lookupMock).not.toHaveBeenCalled();
    expect(placeholder()).toBeInTheDocument();
    await act(async () => useAuthStore.setState({ user: demoUser, isAuthLoading: false }));
    expect(price()).toBeVisible();
    expect(lookupMock).not.toHaveBeenCalled();
  });

  it('makes one lookup however often it mounts', async () => {
    lookupMock.mockResolvedValue('Germany');
    const { unmount } = renderPage();
    unmount();
    renderPage();
    await act(async () => {});
    expect(lookupMock).toHaveBeenCalledTimes(1);
  });
});
