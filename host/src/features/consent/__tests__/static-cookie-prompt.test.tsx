import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import * as analytics from '@qa/shared/kernel/analytics/analytics';
import * as appConfig from '@qa/shared/kernel/config/app-config';
import { freshModules } from '@qa/testing/fresh-modules';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { dialog, renderDialogs, resetBrowser, testConfig, wait } from '../../../app/__tests__/dialogs-harness';
import type * as ConsentModule from '../consent';
import { STATIC_CHOICE_EVENT } from '../static-cookie-prompt';
import { FIRST_PAGE_WAIT_MS } from '../../../startup/after-startup';
import { fillRouteParts } from '../../../app/index-template';

jest.mock('../../../api/webinar-popup', () => ({ useWebinarPopup: () => ({ data: null }) }));

// index.html paints the cookie prompt and answers it before any script of the app has loaded; the
// app's dialog then takes its place. These tests run index.html's own markup and scripts.
const indexHtml = fillRouteParts(readFileSync(path.join(__dirname, '../../../../public/index.html'), 'utf8'));
const headScript = indexHtml.match(/<script>([\s\S]*?)<\/script>/)?.[1] ?? '';
const promptMarkup = indexHtml.match(/<div id="qa-cookie"[\s\S]*?<\/div><\/div><\/div>/)?.[0] ?? '';
const promptScript = indexHtml.match(/<div id="qa-cookie"[\s\S]*?<script>([\s\S]*?)<\/script>/)?.[1] ?? '';

const html = document.documentElement;
const staticPrompt = () => document.getElementById('qa-cookie');
const control = (name: string) => staticPrompt()?.querySelector<HTMLElement>(`[data-cookie-action="${name}"]`);
const stored = () => localStore.getString(storageKeys.euCookieState);
const key = (init: KeyboardEventInit) =>
  document.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));

/** The page as the browser builds it from index.html: the head's script, then the prompt and its script. */
function loadPage(url = '/') {
  window.history.replaceState(null, '', url);
  new Function(headScript)();
  document.body.insertAdjacentHTML('afterbegin', promptMarkup);
  new Function(promptScript)();
}

let choices: unknown[] = [];
const hear = (event: Event) => choices.push((event as CustomEvent<unknown>).detail);

beforeEach(() => {
  jest.useFakeTimers();
  resetBrowser();
  analytics.setAnalyticsConsent(false);
  appConfig.setAppConfig(testConfig);
  choices = [];
  window.addEventListener(STATIC_CHOICE_EVENT, hear);
});
afterEach(() => {
  window.removeEventListener(STATIC_CHOICE_EVENT, hear);
  staticPrompt()?.remove();
  [...html.attributes].filter((a) => a.name.startsWith('data-')).forEach((a) => html.removeAttribute(a.name));
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  jest.useRealTimers();
});

it('index.html holds the prompt and both scripts (the extraction the other tests rely on)', () => {
  expect(promptMarkup).toContain('role="dialog"');
  expect(promptScript).toContain('qa-cookie-choice');
  expect(headScript).toContain('euCookieState');
});

describe('when it shows: the app dialog’s rule', () => {
  it.each([
    ['no choice stored', '/', null, true],
    ['a corrupt choice (asks again)', '/courses', 'maybe', true],
    ['a stored true', '/', 'true', false],
    ['a stored false', '/subscriptions', 'false', false],
    ['the privacy policy', '/privacy-policy', null, false],
    ['the terms', '/terms-and-conditions', null, false],
  ])('%s → shown: %s', (_label, url, choice, shown) => {
    if (choice !== null) localStore.setString(storageKeys.euCookieState, choice);
    loadPage(url);
    expect(html.hasAttribute('data-cookie-prompt')).toBe(shown);
    // Not shown: its markup is gone, so nothing of it is left to find or tab into.
    expect(staticPrompt() !== null).toBe(shown);
  });

  it('storage that cannot be read counts as no choice, as in the app', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    loadPage('/');
    getItem.mockRestore();
    expect(html.hasAttribute('data-cookie-prompt')).toBe(true);
  });
});

describe('before the app has started, the static prompt answers on its own', () => {
  it('focus starts on its first control, the close button', () => {
    loadPage('/');
    expect(document.activeElement).toBe(control('close'));
  });

  it.each([
    ['accept', 'true'],
    ['decline', 'false'],
  ])('%s stores %s, goes, and tells the app', (name, value) => {
    loadPage('/');
    control(name)?.click();
    expect(stored()).toBe(value);
    expect(staticPrompt()).toBeNull();
    expect(html.hasAttribute('data-cookie-prompt')).toBe(false);
    expect(html.hasAttribute('data-cookie-closed')).toBe(false);
    expect(choices).toEqual([value]);
  });

  it.each([
    ['the close button', () => control('close')?.click()],
    ['Escape', () => key({ key: 'Escape' })],
    ['a press outside the box', () => staticPrompt()?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))],
  ])('%s closes it without storing, marked for this page load', (_label, close) => {
    loadPage('/');
    close();
    expect(stored()).toBeNull();
    expect(staticPrompt()).toBeNull();
    expect(html.hasAttribute('data-cookie-closed')).toBe(true);
    expect(choices).toEqual([null]);
  });

  it('a press inside the box or on its text closes nothing', () => {
    loadPage('/');
    staticPrompt()
      ?.querySelector('p')
      ?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    staticPrompt()?.querySelector('p')?.click();
    expect(staticPrompt()).not.toBeNull();
    expect(choices).toEqual([]);
  });

  it('Tab and Shift+Tab stay inside: close → Privacy Policy → Decline → Accept all → close', () => {
    loadPage('/');
    const order = ['close', 'privacy', 'decline', 'accept'];
    const focused = () => {
      const active = document.activeElement as HTMLElement;
      return active.getAttribute('data-cookie-action') ?? (active.tagName === 'A' ? 'privacy' : active.tagName);
    };
    // The browser moves focus between the middle controls itself; the script wraps at both ends.
    control('accept')?.focus();
    key({ key: 'Tab' });
    expect(focused()).toBe(order[0]);
    key({ key: 'Tab', shiftKey: true });
    expect(focused()).toBe(order[3]);
    // Focus outside the box comes back in.
    (document.activeElement as HTMLElement).blur();
    key({ key: 'Tab' });
    expect(focused()).toBe('close');
  });

  it('once it is gone its keys do nothing (the app dialog handles them)', () => {
    loadPage('/');
    control('accept')?.click();
    key({ key: 'Escape' });
    expect(html.hasAttribute('data-cookie-closed')).toBe(false);
    expect(choices).toEqual(['true']);
  });
});

describe('the app takes over', () => {
  // No test here marks a page shown: the start-up ends when FIRST_PAGE_WAIT_MS have passed, then an
  // idle moment (one timer turn in jsdom), which stands for the first page on screen.
  const appStarted = async () => {
    await wait(FIRST_PAGE_WAIT_MS);
    await wait(0);
  };

  it('its dialog replaces the static one once the first page has started, with the same text and controls', async () => {
    loadPage('/');
    const text = staticPrompt()?.textContent;
    const names = [...(staticPrompt()?.querySelectorAll('a, button') ?? [])].map(
      (el) => el.getAttribute('aria-label') ?? el.textContent,
    );
    renderDialogs('/');
    await wait(0);
    // While the page starts, the static prompt stays, alone (it answers on its own): the takeover's
    // render and focus move are not part of the first page's task.
    expect(staticPrompt()).not.toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await appStarted();
    const appDialog = screen.getByRole('dialog', { name: 'We use cookies' });
    expect(staticPrompt()).toBeNull();
    expect(html.hasAttribute('data-cookie-prompt')).toBe(false);
    expect(appDialog.textContent).toBe(text);
    expect(
      [...appDialog.querySelectorAll('a, button')].map((el) => el.getAttribute('aria-label') ?? el.textContent),
    ).toEqual(names);
  });

  it.each([
    ['accept', 'Accept all'],
    ['decline', 'Decline'],
    ['close', 'Close'],
  ])('focus on the static %s stays on the same control', async (name, label) => {
    loadPage('/');
    control(name)?.focus();
    renderDialogs('/');
    await appStarted();
    expect(staticPrompt()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: label }));
  });

  it('a prompt closed before the app started stays closed for this page load', async () => {
    loadPage('/');
    key({ key: 'Escape' });
    renderDialogs('/');
    await appStarted();
    expect(dialog('We use cookies')).not.toBeInTheDocument();
  });

  it.each([
    ['before the app started', false],
    ['after it started, before its dialog took over', true],
  ])('an answer %s is the stored choice: no dialog', async (_when, rendered) => {
    loadPage('/');
    if (rendered) renderDialogs('/');
    await wait(0);
    control('decline')?.click();
    if (!rendered) renderDialogs('/');
    await appStarted();
    expect(dialog('We use cookies')).not.toBeInTheDocument();
    expect(stored()).toBe('false');
  });

  it('with no static prompt on screen (Cookie settings, a later page) the dialog opens at once', async () => {
    renderDialogs('/');
    await wait(0);
    expect(dialog('We use cookies')).toBeInTheDocument();
  });
});

describe('analytics follow an answer given in the static prompt', () => {
  const gtmScripts = () => document.head.querySelectorAll('script[src*="gtm.js"]');
  // Each test is a page load: a fresh consent module (it injects the tag manager once per load).
  let consent: typeof ConsentModule;
  beforeEach(() => {
    consent = freshModules(() => jest.requireActual<typeof ConsentModule>('../consent'), {
      '@qa/shared/kernel/analytics/analytics': analytics,
      '@qa/shared/kernel/config/app-config': appConfig,
    });
  });

  it('Accept all before the app started: analytics start with the app (the stored choice)', () => {
    loadPage('/');
    control('accept')?.click();
    consent.resumeConsent();
    expect(analytics.hasAnalyticsConsent()).toBe(true);
    expect(gtmScripts()).toHaveLength(1);
  });

  it('Accept all after the app started (its dialog not yet mounted): analytics start at once', () => {
    loadPage('/');
    consent.resumeConsent();
    expect(analytics.hasAnalyticsConsent()).toBe(false);
    control('accept')?.click();
    expect(analytics.hasAnalyticsConsent()).toBe(true);
    expect(gtmScripts()).toHaveLength(1);
  });

  it.each(['decline', 'close'])('%s: no analytics and no tag manager', (name) => {
    loadPage('/');
    consent.resumeConsent();
    control(name)?.click();
    expect(analytics.hasAnalyticsConsent()).toBe(false);
    expect(gtmScripts()).toHaveLength(0);
  });
});
