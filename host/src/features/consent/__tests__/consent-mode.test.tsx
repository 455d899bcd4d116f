import { screen } from '@testing-library/react';
import { setAnalyticsConsent, track } from '@qa/shared/kernel/analytics/analytics';
import { setAppConfig } from '@qa/shared/kernel/config/app-config';
import { dialog, renderDialogs, resetBrowser, testConfig, wait } from '../../../app/__tests__/dialogs-harness';
import { applyConsentDefaults } from '../consent';

jest.mock('../../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));

type WithLayer = { dataLayer?: unknown[] };

const denied = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
};
const granted = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
};

/** The data layer as plain arrays: gtag() pushes Arguments objects, which Consent Mode requires. */
const layer = () => ((window as WithLayer).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const rawLayer = () => (window as WithLayer).dataLayer ?? [];
const scripts = () => document.querySelectorAll('script');
const cookieDialog = () => dialog('We use cookies');

// No container id: the one case where Accept must still inject nothing.
const { tagManagerId: _unused, ...configWithoutContainer } = testConfig;

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  setAnalyticsConsent(false);
  setAppConfig(configWithoutContainer);
  delete (window as WithLayer).dataLayer;
  document.querySelectorAll('script').forEach((script) => script.remove());
});
afterEach(() => jest.useRealTimers());

it('the start-up defaults deny every consent type, as the first entry of the data layer', () => {
  applyConsentDefaults();
  expect(rawLayer()).toHaveLength(1);
  // An Arguments object, not an array: that is what the tag manager's consent handling reads.
  expect(Object.prototype.toString.call(rawLayer()[0])).toBe('[object Arguments]');
  expect(layer()[0]).toEqual(['consent', 'default', denied]);
});

it('Accept all pushes a consent update granting every type, after the defaults', async () => {
  applyConsentDefaults();
  const user = renderDialogs('/');
  await user.click(await screen.findByRole('button', { name: 'Accept all' }));
  expect(layer()).toEqual([
    ['consent', 'default', denied],
    ['consent', 'update', granted],
  ]);
});

it('with no tag-manager id configured, Accept all injects no script', async () => {
  applyConsentDefaults();
  const user = renderDialogs('/');
  await user.click(await screen.findByRole('button', { name: 'Accept all' }));
  await wait(1_000);
  expect(scripts()).toHaveLength(0);
  // Nor the container's start event, which would only mean something with a container.
  expect(rawLayer()).not.toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
});

describe.each([
  ['Decline', 'Decline'],
  ['a plain close', 'Close'],
])('after %s', (_label, button) => {
  beforeEach(() => setAppConfig(testConfig));

  it('no tag-manager script is injected, even with a container id configured', async () => {
    applyConsentDefaults();
    const user = renderDialogs('/');
    await user.click(await screen.findByRole('button', { name: button }));
    await wait(1_000);
    expect(cookieDialog()).not.toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
  });

  it('track() pushes nothing to the data layer', async () => {
    applyConsentDefaults();
    const user = renderDialogs('/');
    await user.click(await screen.findByRole('button', { name: button }));
    const before = rawLayer().length;
    track('webinar', { email: 'someone@example.com' });
    track('footer_logo_click');
    expect(rawLayer()).toHaveLength(before);
    expect(rawLayer()).not.toContainEqual(expect.objectContaining({ event: expect.any(String) }));
  });
});
