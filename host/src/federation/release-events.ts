/**
 * What the host knows about the remote versions it runs, and what happens to them. The loader
 * publishes here (which manifest each remote was given and why, each load, failure and fallback);
 * the signals reporter listens. Neither imports the other.
 */
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';

/** Why a remote runs this version: the configured one, a canary share, the last that worked, a preview. */
export type ReleaseRole = 'stable' | 'canary' | 'last-known-good' | 'preview';

export interface RemoteRelease {
  remote: RemoteName;
  role: ReleaseRole;
  manifestUrl: string;
  /** From the manifest once it is read (`metaData.buildInfo.buildVersion`); unknown before. */
  version?: string;
}

/** Where a load failed: the manifest fetch, the entry script, a page chunk, or the page's render. */
export type LoadStage = 'manifest' | 'entry' | 'chunk' | 'render';

export type ReleaseEvent =
  | { type: 'load'; release: RemoteRelease; module: string; durationMs: number }
  | { type: 'load-failure'; release: RemoteRelease; module: string; stage: LoadStage; message: string }
  | { type: 'fallback'; from: RemoteRelease; to: RemoteRelease; reason: string }
  | { type: 'error'; release: RemoteRelease; source: 'boundary' | 'uncaught'; message: string }
  /** A `?preview=` the host would not load (origin not allowed, not a URL, unknown remote). */
  | { type: 'preview-refused'; remote: string; origin: string; reason: string };

const current = new Map<RemoteName, RemoteRelease>();
const listeners = new Set<(event: ReleaseEvent) => void>();

/** The version each remote runs now (after any fallback). */
export function currentRelease(remote: RemoteName): RemoteRelease | undefined {
  return current.get(remote);
}

export function currentReleases(): RemoteRelease[] {
  return [...current.values()];
}

export function setCurrentRelease(release: RemoteRelease): void {
  current.set(release.remote, release);
}

export function emitReleaseEvent(event: ReleaseEvent): void {
  for (const listener of listeners) listener(event);
}

export function onReleaseEvent(listener: (event: ReleaseEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
