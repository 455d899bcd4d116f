/**
 * Run-time configuration: where the remotes and the APIs live. The host fetches
 * `/app-config.json` at start; a deployment replaces that file, not the bundle.
 */
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';

/** One deployed version of a remote: its manifest, and the SHA-384 of its entry script when the deployment pins it. */
export interface RemoteRelease {
  url: string;
  /** `sha384-…` of the manifest's remote entry script (Subresource Integrity). */
  integrity?: string;
}

/** A stable version, and optionally a canary that a share of visitors gets instead. */
export interface RemoteRollout extends RemoteRelease {
  canary?: RemoteRelease & { percent: number };
}

/** A remote's entry: the URL of its `mf-manifest.json`, or a rollout (docs/architecture.md "Releasing a remote"). */
export type RemoteConfigEntry = string | RemoteRollout;

/** The entry in its long form, whichever form the file used. */
export function rolloutOf(entry: RemoteConfigEntry): RemoteRollout {
  return typeof entry === 'string' ? { url: entry } : entry;
}

export interface AppConfig {
  /** Remote name → its manifest URL or rollout. */
  remotes: Record<RemoteName, RemoteConfigEntry>;
  /** Where the host sends its operational signals (OTLP/HTTP JSON); none: nothing is sent. */
  signalsUrl?: string;
  /** Origins a `?preview=` manifest may come from; none: previews are off. */
  previewOrigins?: string[];
  api: { main: string; blog: string; cms: string; geolocation: string };
  chatWidgetUrl: string;
  communityUrl: string;
  /** The tag-manager container id; none: no marketing script is ever injected (docs/behaviour.md "Analytics"). */
  tagManagerId?: string;
  /** Where the container script is loaded from (default Google's); offline dev and e2e point it at the dev API's stand-in. */
  tagManagerUrl?: string;
}

let current: AppConfig | null = null;

export function setAppConfig(config: AppConfig): void {
  current = config;
}

export function getAppConfig(): AppConfig {
  if (!current) throw new Error('App config read before it was loaded');
  return current;
}

function isAppConfig(value: unknown): value is AppConfig {
  const v = value as Partial<AppConfig> | null;
  return !!v && typeof v.remotes === 'object' && typeof v.api === 'object';
}

/** A hanging server must not leave a blank page: the start-up error (with its Reload button) shows instead. */
export const APP_CONFIG_TIMEOUT_MS = 10_000;

export async function fetchAppConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
  timeoutMs = APP_CONFIG_TIMEOUT_MS,
): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new Error(
      timedOut
        ? `${url} did not answer within ${timeoutMs / 1000} s.`
        : `${url} could not be reached. Check your connection.`,
    );
  }
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isAppConfig(body)) throw new Error(`${url} is not a valid app config`);
  return body;
}
