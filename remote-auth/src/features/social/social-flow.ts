/**
 * Sign-in with Google or Facebook (dev-api: a stand-in provider page). The provider sends the
 * user back to the page they started on with `code`, `provider` and `state`; `state` must be the
 * one this tab stored, so a link crafted elsewhere cannot sign someone into another account.
 */
import { getAppConfig } from '@qa/shared/kernel/config/app-config';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import type { SocialProvider } from './api/social-sign-in';

export const providers: { id: SocialProvider; name: string }[] = [
  { id: 'google', name: 'Google' },
  { id: 'facebook', name: 'Facebook' },
];

const randomState = () => {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** The provider's authorize URL; remembers the state for the callback. */
export function authorizeUrl(
  provider: SocialProvider,
  returnPath: string,
  origin = globalThis.location.origin,
): string {
  const state = randomState();
  sessionStore.setString(sessionKeys.oauthState, state);
  const url = new URL(`${getAppConfig().api.main}/oauth/${provider}/authorize`);
  url.searchParams.set('redirect_uri', `${origin}${returnPath}`);
  url.searchParams.set('state', state);
  return url.toString();
}

export interface SocialCallback {
  provider: SocialProvider;
  code: string;
}

/** Reads the provider's answer from the query; null when there is none. Throws when it is not ours. */
export function readCallback(search: URLSearchParams): SocialCallback | null {
  const code = search.get('code');
  const provider = search.get('provider');
  if (!code && !provider) return null;
  const expected = sessionStore.getString(sessionKeys.oauthState);
  sessionStore.remove(sessionKeys.oauthState); // single use
  if (!code || !providers.some((p) => p.id === provider)) {
    throw new Error('The login provider sent back an incomplete answer. Please try again.');
  }
  if (!expected || search.get('state') !== expected) {
    throw new Error('This login link was not started here or has already been used. Please try again.');
  }
  return { provider: provider as SocialProvider, code };
}
