/**
 * Where the tag-manager container comes from and what it talks to. The nginx renderer
 * (scripts/lib/nginx.mjs) reads this module too, so the Content-Security-Policy names exactly the
 * origins the app uses, including the default when `tagManagerUrl` is unset.
 */
export const DEFAULT_TAG_MANAGER_URL = 'https://www.googletagmanager.com/gtm.js';

/** Google's container and the analytics tag it loads send their hits and pixels here (Google's CSP guide). */
const GOOGLE_REPORTING_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

interface TagManagerConfig {
  tagManagerId?: string;
  tagManagerUrl?: string;
}

/** The container script's URL, or null when no container id is configured (nothing is injected). */
export function tagManagerScriptUrl({ tagManagerId, tagManagerUrl }: TagManagerConfig): string | null {
  if (!tagManagerId) return null;
  return `${tagManagerUrl ?? DEFAULT_TAG_MANAGER_URL}?id=${encodeURIComponent(tagManagerId)}`;
}

/**
 * The CSP origins for the container: `script` loads it; `connect` and `img` take what it reports
 * (fetch/beacon and pixels). Google's container reports to Google's analytics hosts; another one
 * (the dev API's stand-in, a self-hosted container) to its own origin.
 */
export function tagManagerOrigins(config: TagManagerConfig): { script: string[]; connect: string[]; img: string[] } {
  const url = tagManagerScriptUrl(config);
  if (!url) return { script: [], connect: [], img: [] };
  const origin = new URL(url).origin;
  const reporting = origin === new URL(DEFAULT_TAG_MANAGER_URL).origin ? GOOGLE_REPORTING_ORIGINS : [origin];
  return { script: [origin], connect: reporting, img: reporting };
}
