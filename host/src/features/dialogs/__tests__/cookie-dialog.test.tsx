import { act, screen } from '@testing-library/react';
import { hasAnalyticsConsent, setAnalyticsConsent } from '@qa/shared/kernel/analytics/analytics';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { openCookieSettings } from '../dialog-store';
import { chooseCookies, dialog, renderDialogs, resetBrowser, testConfig, wait } from './harness';

jest.mock('../../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));

const cookieDialog = () => dialog('We use cookies');
const gtmScripts = () => document.head.querySelectorAll('script[src*="gtm.js"]');

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  setAnalyticsConsent(false);
  setAppConfig(testConfig);
});
afterEach(() => jest.useRealTimers());

it('opens on the first load when no choice is stored', async () => {
  renderDialogs('/');
  expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
});

it.each(['/privacy-policy', '/terms-and-conditions'])('does not open on %s', async (path) => {
  renderDialogs(path);
  await wait(0);
  expect(cookieDialog()).not.toBeInTheDocument();
});

it.each(['true', 'false'] as const)('does not open when the stored choice is %s', async (value) => {
  chooseCookies(value);
  renderDialogs('/');
  await wait(0);
  expect(cookieDialog()).not.toBeInTheDocument();
});

it('a corrupt stored choice counts as none: it asks again', async () => {
  localStore.setString(storageKeys.euCookieState, 'maybe');
  renderDialogs('/');
  expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
});

it('Accept all stores true, grants analytics and injects the tag manager once', async () => {
  const user = renderDialogs('/');
  await user.click(await screen.findByRole('button', { name: 'Accept all' }));
  expect(localStore.getString(storageKeys.euCookieState)).toBe('true');
  expect(hasAnalyticsConsent()).toBe(true);
  expect(cookieDialog()).not.toBeInTheDocument();
  expect(gtmScripts()).toHaveLength(1);
  expect(gtmScripts()[0]).toHaveAttribute('src', 'http://api.test/gtm.js?id=GTM-TEST');
});

it('Decline stores false and keeps analytics off', async () => {
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  const user = renderDialogs('/');
  await user.click(await screen.findByRole('button', { name: 'Decline' }));
  expect(localStore.getString(storageKeys.euCookieState)).toBe('false');
  expect(hasAnalyticsConsent()).toBe(false);
  expect(gtmScripts()).toHaveLength(0);
});

it('the close button stores nothing and the dialog stays closed while navigating', async () => {
  const user = renderDialogs('/');
  await user.click(await screen.findByRole('button', { name: 'Close' }));
  expect(localStore.getString(storageKeys.euCookieState)).toBeNull();
  await user.click(screen.getByRole('link', { name: 'Blog' }));
  expect(cookieDialog()).not.toBeInTheDocument();
});

it("the footer's 'Cookie settings' reopens it even after a choice, and on a legal page", async () => {
  chooseCookies('false');
  renderDialogs('/privacy-policy');
  await wait(0);
  expect(cookieDialog()).not.toBeInTheDocument();
  act(() => openCookieSettings());
  expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
});
