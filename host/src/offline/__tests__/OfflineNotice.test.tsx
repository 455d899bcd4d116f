import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from '../OfflineNotice';

let onLine: jest.SpyInstance;

const setNetwork = (online: boolean) =>
  act(() => {
    onLine.mockReturnValue(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });

beforeEach(() => {
  onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
});
afterEach(() => jest.restoreAllMocks());

it('says nothing while the browser is online', () => {
  render(<OfflineNotice />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it("says 'You are offline' in a status region when the browser goes offline", () => {
  render(<OfflineNotice />);
  setNetwork(false);
  expect(screen.getByRole('status')).toHaveTextContent(/^You are offline\./);
});

it('says it at once when the page starts offline', () => {
  onLine.mockReturnValue(false);
  render(<OfflineNotice />);
  expect(screen.getByRole('status')).toHaveTextContent(/You are offline/);
});

it('clears the message when the browser is back online', () => {
  render(<OfflineNotice />);
  setNetwork(false);
  setNetwork(true);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
