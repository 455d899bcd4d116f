import { act, screen } from '@testing-library/react';
import { hasAnalyticsConsent, setAnalyticsConsent } from '@qa/shared/kernel/analytics/analytics';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { loadSanitizer } from '@qa/shared/ui/widgets/sanitize-html';
import { STATIC_CHOICE_EVENT } from '../../features/consent/static-cookie-prompt';
import { useFooterItems } from '../../api/footer';
import { Footer } from '../../layout/Footer';
import { footerItems, queryResult } from '../../layout/__tests__/footer-fixtures';
import { chooseCookies, dialog, renderDialogs, resetBrowser, testConfig, wait } from './dialogs-harness';

jest.mock('../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));
// The footer's content comes from the blog API; a loaded footer is all the 'Cookie settings' tests need.
jest.mock('../../api/footer', () => ({ useFooterItems: jest.fn() }));

const cookieDialog = () => dialog('We use cookies');
const gtmScripts = () => document.head.querySelectorAll('script[src*="gtm.js"]');

// The footer's featured item is sanitized HTML: the sanitizer must be loaded before it renders.
beforeAll(() => loadSanitizer());

beforeEach(() => {
  jest.mocked(useFooterItems).mockReturnValue(queryResult(footerItems));
  jest.useFakeTimers();
  resetBrowser();
  setAnalyticsConsent(false);
  setAppConfig(testConfig);
});
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('data-cookie-closed');
});

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

// index.html's prompt, answered while the app's dialog was already decided on: it stores the choice
// (or marks <html> closed) and tells the app with its event; the app's dialog must not ask again.
it.each([
  ['Decline', 'false'],
  ['Accept all', 'true'],
  ['the close button', null],
] as const)(
  'an answer in index.html’s prompt (%s) closes the app’s dialog decided just before it',
  async (_, choice) => {
    renderDialogs('/');
    expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
    act(() => {
      if (choice) chooseCookies(choice);
      else document.documentElement.setAttribute('data-cookie-closed', '');
      window.dispatchEvent(new CustomEvent(STATIC_CHOICE_EVENT, { detail: choice }));
    });
    expect(cookieDialog()).not.toBeInTheDocument();
  },
);

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
  const user = renderDialogs('/privacy-policy', <Footer />);
  await wait(0);
  expect(cookieDialog()).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  expect(await screen.findByRole('dialog', { name: 'We use cookies' })).toBeInTheDocument();
});

it("closing the dialog opened from 'Cookie settings' keeps the choice and gives focus back to that button", async () => {
  chooseCookies('true');
  const user = renderDialogs('/', <Footer />);
  await wait(0);
  const settings = screen.getByRole('button', { name: 'Cookie settings' });
  await user.click(settings);
  await screen.findByRole('dialog', { name: 'We use cookies' });
  await user.keyboard('{Escape}');
  expect(cookieDialog()).not.toBeInTheDocument();
  expect(settings).toHaveFocus();
  expect(localStore.getString(storageKeys.euCookieState)).toBe('true');
});
