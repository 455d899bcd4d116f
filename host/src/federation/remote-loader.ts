/**
 * Loads federated modules through the runtime API, never through static `import('remote/X')`:
 * webpack caches a failed static import until reload, while re-registering with
 * `force: true` lets a Retry recover (docs/architecture.md). Every load has our own timeout, because
 * a manifest fetch from a hanging server has none.
 */
import {
  loadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_LOAD_TIMEOUT_MS } from '../constants';
import { savesData } from '../startup/save-data';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import {
  currentRelease,
  emitReleaseEvent,
  setCurrentRelease,
  type LoadStage,
  type RemoteRelease,
} from './release-events';
import type { Candidate } from './rollout';

export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName,
    readonly module: string,
    readonly reason: 'timeout' | 'unavailable' | 'invalid-module',
    options?: { cause?: unknown },
  ) {
    super(
      reason === 'timeout'
        ? `The ${remote} app did not answer in time while loading ${module}.`
        : reason === 'invalid-module'
          ? `The ${remote} app sent ${module} without a component to show.`
          : `The ${remote} app could not be loaded (${module}).`,
      options,
    );
  }
}

/** Per remote, the versions still to try; the first is the one registered now (rollout.ts). */
export const candidates = new Map<RemoteName, Candidate[]>();
/** How far the current version's load got, to name the stage of a failure. */
const reached = new Map<string, { manifest: boolean; entry: boolean }>();

/**
 * Manifests read ahead (readManifestsAhead), by URL: the first load of each takes its response, once;
 * a read that failed is done again then.
 */
const readAhead = new Map<string, Promise<Response>>();

/**
 * A manifest read ahead, its JSON parsed already: the runtime's `json()` then answers at once, where
 * a body's read waits for a task of its own. So a load started by a press (link-preload.ts) sends its
 * entry's request in the same turn, not after the click's render. A Response still: the runtime
 * fetches again for anything else.
 */
async function parsedAhead(response: Response): Promise<Response> {
  if (!response.ok) return response;
  const manifest: unknown = await response.json();
  return Object.assign(new Response(), { json: () => Promise.resolve(manifest) });
}

/** An exposed module as the remote's manifest names it, with the shared modules its code consumes. */
interface ManifestExpose {
  path: string;
  consumes?: string[];
}
/** Per remote, the modules its current manifest exposes. */
const exposedBy = new Map<string, ManifestExpose[]>();

/**
 * Starts fetching the chunks of the shared modules (those the host provides) that `expose` consumes,
 * as its load starts: else the remote asks for them only once its entry has arrived and run (≈ 40 ms
 * of a first click at 6× CPU). Fetching runs nothing; the remote's own load takes the same requests.
 */
function fetchConsumedShares(origin: ModuleFederation, remote: string, expose: string): void {
  const consumes = exposedBy.get(remote)?.find((entry) => entry.path === expose)?.consumes ?? [];
  for (const key of consumes) {
    for (const share of Object.values(origin.shareScopeMap.default?.[key] ?? {})) {
      // async: get() may throw or return at once; a failure is the remote's own load's to report
      if (share.from === origin.name && !share.loaded && !share.lib) (async () => share.get())().catch(() => {});
    }
  }
}

export const releaseOf = (remote: RemoteName, { role, url }: Candidate): RemoteRelease => ({
  remote,
  role,
  manifestUrl: url,
});

/**
 * Follows each load through the federation runtime: the manifest read (and the version it names), the
 * entry run, and the entry's Subresource Integrity when the release pins it (the browser then refuses
 * a changed file, which fails like a broken remote).
 */
const releasePlugin: ModuleFederationRuntimePlugin = {
  name: 'qa-releases',
  afterLoadManifest({ moduleInfo, manifestUrl, manifestJson, error }) {
    const remote = moduleInfo.name as RemoteName;
    const release = currentRelease(remote);
    if (!manifestJson || error || release?.manifestUrl !== manifestUrl) return Promise.resolve();
    reached.set(remote, { manifest: true, entry: false });
    exposedBy.set(remote, manifestJson.exposes as ManifestExpose[]);
    setCurrentRelease({ ...release, version: manifestJson.metaData.buildInfo.buildVersion });
    return Promise.resolve();
  },
  afterResolve({ remote, expose, origin }) {
    fetchConsumedShares(origin, remote.name, expose);
  },
  afterLoadEntry({ remoteInfo, remoteEntryExports, error }) {
    if (remoteEntryExports && !error) reached.set(remoteInfo.name, { manifest: true, entry: true });
    return Promise.resolve();
  },
  fetch(url) {
    const read = readAhead.get(url);
    readAhead.delete(url);
    return read?.catch(() => fetch(url));
  },
  createScript({ url, remoteInfo }) {
    const integrity = remoteInfo?.entry === url ? candidates.get(remoteInfo.name as RemoteName)?.[0]?.integrity : null;
    if (!integrity) return;
    const script = document.createElement('script');
    script.src = url;
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
    return script;
  },
};

/** Registers the remote's current version again, so its next load starts from a fresh manifest. */
export function register(remote: RemoteName): void {
  const current = candidates.get(remote)?.[0];
  if (!current) return;
  reached.delete(remote);
  registerRemotes([{ name: remote, entry: current.url }], { force: true });
}

/** Registers each remote's first version (and keeps the others for a fallback). */
export function registerReleases(plan: Partial<Record<RemoteName, Candidate[]>>): void {
  registerPlugins([releasePlugin]);
  const first: { name: string; entry: string }[] = [];
  for (const [remote, list] of Object.entries(plan) as [RemoteName, Candidate[]][]) {
    if (!list[0]) continue;
    candidates.set(remote, [...list]);
    setCurrentRelease(releaseOf(remote, list[0]));
    first.push({ name: remote, entry: list[0].url });
  }
  registerRemotes(first);
}

/**
 * Reads the manifests of the remotes not loaded yet (small JSON, nothing runs), so the first click
 * into one starts with its entry and page code: the manifest was 35–60 ms of that click at 6× CPU.
 * A version deployed away meanwhile fails its chunks, and the load starts again from a fresh manifest.
 * Nothing when the browser saves data.
 */
export function readManifestsAhead(): void {
  if (savesData()) return;
  for (const [remote, [current]] of candidates) {
    if (!current || reached.has(remote)) continue;
    const read = fetch(current.url).then(parsedAhead);
    read.catch(() => {}); // a read nobody takes is no error; one a load takes is done again then
    readAhead.set(current.url, read);
  }
}

/** Forgets a failed remote so the next load fetches its manifest and entry again. */
export function resetRemote(remote: RemoteName): void {
  register(remote);
}

/** Where the current version's load stopped: before its manifest, before its entry ran, or after. */
export function failureStage(remote: RemoteName): LoadStage {
  const got = reached.get(remote);
  return !got?.manifest ? 'manifest' : !got.entry ? 'entry' : 'chunk';
}

/** The version `remote` runs now, in the form rollout.ts chose it. */
export const currentCandidate = (remote: RemoteName): Candidate | undefined => candidates.get(remote)?.[0];

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function loadRemoteModule<T>(
  remote: RemoteName,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  const started = performance.now();
  try {
    const loaded = await withTimeout(
      loadRemote<T>(id),
      timeoutMs,
      () => new RemoteLoadError(remote, module, 'timeout'),
    );
    if (!loaded) throw new RemoteLoadError(remote, module, 'invalid-module');
    const release = currentRelease(remote);
    if (release)
      emitReleaseEvent({ type: 'load', release, module, durationMs: Math.round(performance.now() - started) });
    return loaded;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, module, 'unavailable', { cause: error });
  }
}
