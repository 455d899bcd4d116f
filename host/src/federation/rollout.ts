/**
 * Which version of each remote this visitor gets (docs/releasing.md "Rolling out: canary, fallback,
 * last known good"): the versions to try, in order. The first is loaded; the loader moves to the next
 * when one fails. A canary share is sticky: a random visitor id, hashed with the remote's name and the
 * canary's URL, gives a bucket 0–99, so the same visitor stays in (or out) while that canary lasts and a
 * new canary draws anew.
 */
import { rolloutOf, type RemoteConfigEntry } from '@qa/shared/kernel/config/app-config';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import type { ReleaseRole } from './release-events';
import { bucketOf } from './canary-bucket';

export { bucketOf };

/** A version the host may load: its manifest, why it was chosen, and its entry's hash if pinned. */
export interface Candidate {
  role: ReleaseRole;
  url: string;
  integrity?: string;
}

const VISITOR_ID = /^[0-9a-f]{32}$/;
let pageVisitorId: string | undefined;

/** The stored visitor id; a missing or corrupt one is replaced. Storage off: one id for this page. */
export function visitorId(): string {
  if (pageVisitorId) return pageVisitorId;
  const stored = localStore.getString(storageKeys.rolloutVisitorId);
  if (stored && VISITOR_ID.test(stored)) return (pageVisitorId = stored);
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  pageVisitorId = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  localStore.setString(storageKeys.rolloutVisitorId, pageVisitorId);
  return pageVisitorId;
}

/** A percent outside 0–100 or not a number means no canary: a typo never sends everyone to it. */
export function canaryPercent(percent: unknown): number {
  return typeof percent === 'number' && percent >= 0 && percent <= 100 ? percent : 0;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function canaryFallbacks(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStore.getString(sessionKeys.canaryFallbacks) ?? '[]');
    return isStringList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** This tab fell back from the canary at `url`: it gets the stable version for the rest of the visit. */
export function rememberCanaryFallback(url: string): void {
  sessionStore.setString(sessionKeys.canaryFallbacks, JSON.stringify([...canaryFallbacks(), url]));
}

type KnownGood = Partial<Record<string, { url: string; integrity?: string }>>;
const isKnownGood = (value: unknown): value is KnownGood =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((entry) => typeof (entry as { url?: unknown } | null)?.url === 'string');

/** Called once a page of the remote has loaded and rendered; a preview is never remembered. */
export function rememberKnownGood(remote: RemoteName, release: Candidate): void {
  if (release.role === 'preview') return;
  const known = localStore.getJson(storageKeys.lastKnownGoodRemotes, {}, isKnownGood);
  if (known[remote]?.url === release.url) return;
  known[remote] = { url: release.url, integrity: release.integrity };
  localStore.setJson(storageKeys.lastKnownGoodRemotes, known);
}

/**
 * The versions to try for `remote`, in order: a preview alone (a tester sees it fail), else the canary
 * when this visitor is in its share and has not fallen back from it, the configured stable version, and
 * the last known good one when it differs (an old release kept on the CDN: deploy/README.md).
 */
export function candidatesFor(remote: RemoteName, entry: RemoteConfigEntry, preview?: string): Candidate[] {
  if (preview) return [{ role: 'preview', url: preview }];
  const { url, integrity, canary } = rolloutOf(entry);
  const list: Candidate[] = [];
  if (
    canary &&
    !canaryFallbacks().includes(canary.url) &&
    bucketOf(visitorId(), remote, canary.url) < canaryPercent(canary.percent)
  ) {
    list.push({ role: 'canary', url: canary.url, integrity: canary.integrity });
  }
  list.push({ role: 'stable', url, integrity });
  const good = localStore.getJson(storageKeys.lastKnownGoodRemotes, {}, isKnownGood)[remote];
  if (good && good.url !== url && /^https?:\/\//.test(good.url)) {
    list.push({ role: 'last-known-good', url: good.url, integrity: good.integrity });
  }
  return list;
}
