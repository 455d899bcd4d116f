/** The fake origin every test API answers on, apart from msw so that tests without a network layer can read it. */
import type { AppConfig } from '@qa/shared/kernel/config/app-config';

export const mockApiOrigin = 'http://api.contract.test';

/** The run-time config of a probe: every API base on the fake origin (handlers match on these). */
export const mockApiConfig: AppConfig = {
  remotes: {
    marketing: `${mockApiOrigin}/remotes/marketing/mf-manifest.json`,
    platform: `${mockApiOrigin}/remotes/platform/mf-manifest.json`,
    auth: `${mockApiOrigin}/remotes/auth/mf-manifest.json`,
  },
  api: {
    main: mockApiOrigin,
    blog: `${mockApiOrigin}/wp-json/wp/v2`,
    cms: `${mockApiOrigin}/api`,
    geolocation: `${mockApiOrigin}/geo/json`,
  },
  chatWidgetUrl: `${mockApiOrigin}/chat-widget.js`,
  communityUrl: 'https://discord.com/invite/qa-career',
};

/** A dev-api media file's address on the fake origin (`covers/…`, `avatars/…`). */
export const mockMedia = (path: string): string => `${mockApiOrigin}/media/${path}`;
