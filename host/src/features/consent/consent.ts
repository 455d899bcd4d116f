/**
 * Analytics consent (docs/behaviour.md "Cookie dialog", "Analytics"). Google Consent Mode v2
 * defaults everything to denied before any tag can run; the tag-manager container is injected
 * only after 'Accept all' (or on a later visit when the stored choice is `true`), and `track()`
 * drops every event until then. With no container id configured nothing is ever injected.
 */
import { setAnalyticsConsent } from '@qa/shared/kernel/analytics/analytics';
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { STATIC_CHOICE_EVENT } from './static-cookie-prompt';
import { tagManagerScriptUrl } from './tag-manager';

const CONSENT_TYPES = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;

type ConsentHost = { dataLayer?: unknown[] };
export type CookieChoice = boolean | null;

function dataLayer(): unknown[] {
  const host = globalThis as ConsentHost;
  if (!Array.isArray(host.dataLayer)) host.dataLayer = [];
  return host.dataLayer;
}

/** gtag() as Google documents it: the arguments object itself goes on the data layer. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params -- Consent Mode reads an Arguments object, not an array
  dataLayer().push(arguments);
}

const consentState = (value: 'granted' | 'denied') =>
  Object.fromEntries(CONSENT_TYPES.map((type) => [type, value])) as Record<string, string>;

/** First thing at start-up: every consent type denied. */
export function applyConsentDefaults(): void {
  gtag('consent', 'default', consentState('denied'));
}

/** The stored choice: true, false, or null when none (a corrupt value counts as none: ask again). */
export function readCookieChoice(): CookieChoice {
  const raw = localStore.getString(storageKeys.euCookieState);
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return null;
}

let injected = false;

function injectTagManager(): void {
  const src = tagManagerScriptUrl(getAppConfig());
  if (!src || injected) return;
  injected = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

function grant(): void {
  setAnalyticsConsent(true);
  gtag('consent', 'update', consentState('granted'));
  injectTagManager();
}

/**
 * After the app config is loaded: a visitor who accepted before (or in index.html's prompt, before
 * the app started) gets analytics; an Accept in that prompt from now on starts them too.
 */
export function resumeConsent(): void {
  if (readCookieChoice() === true) grant();
  window.addEventListener(STATIC_CHOICE_EVENT, (event) => {
    if ((event as CustomEvent<unknown>).detail === 'true') grant();
  });
}

export function acceptAllCookies(): void {
  localStore.setString(storageKeys.euCookieState, 'true');
  grant();
}

/** Declining after an earlier Accept stops our events at once; the loaded container stays until the next load. */
export function declineCookies(): void {
  localStore.setString(storageKeys.euCookieState, 'false');
  setAnalyticsConsent(false);
  gtag('consent', 'update', consentState('denied'));
}
