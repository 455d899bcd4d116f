/**
 * The signals reporter (a lazy chunk, loaded after the first page; signals-startup.ts starts it):
 * release events and web vitals become OTLP log records, sent in batches with sendBeacon every
 * ~10 s when there are any, and when the page is hidden or left. A batch that cannot be sent is
 * dropped: nothing is retried, nothing throws.
 */
import { onCLS, onINP, onLCP, type AttributionReportOpts } from 'web-vitals/attribution';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import { currentRelease } from '../federation/release-events';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';
import { createBatch, defaultBatchLimits, type BatchLimits } from './batch';
import {
  recordOfEvent,
  recordOfVital,
  type Captured,
  type RemoteOfElement,
  type Report,
  type VitalSample,
} from './otlp-records';
import { lcpOwners, OWNER_MARK, ownerTarget } from './vital-owners';
import hostPackage from '../../package.json';

export const SEND_INTERVAL_MS = 10_000;

/** The random id of this tab's signals, kept for the tab's life (sessionStorage), never a user id. */
export function tabSessionId(win: Window): string {
  const stored = sessionStore.getString(sessionKeys.signalsSession);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const bytes = win.crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  sessionStore.setString(sessionKeys.signalsSession, id);
  return id;
}

/** The owner a target names, with the manifest of the version running when it is the same one. */
export function ownerOfTarget(target: string | undefined): RemoteOfElement | undefined {
  if (!target?.startsWith(OWNER_MARK)) return undefined;
  try {
    const [remote, named, namedRole] = JSON.parse(target.slice(OWNER_MARK.length)) as [string, string, string];
    const running = currentRelease(remote as RemoteName);
    // A prerendered copy's element names no version: it is the page of the version running now.
    const version = named || running?.version || 'unknown';
    const role = namedRole || (named ? 'stable' : (running?.role ?? 'stable'));
    const same = running && running.version === version && running.role === role;
    return { remote, version, role, manifestUrl: same ? running.manifestUrl : undefined };
  } catch {
    return undefined;
  }
}

/** Subscribes to LCP, INP and CLS with attribution to the remote that owns the element. */
export function watchVitals(report: (vital: VitalSample) => void): void {
  const options: AttributionReportOpts = { generateTarget: ownerTarget };
  onLCP(
    ({ value, rating, attribution }) =>
      report({
        name: 'LCP',
        value,
        rating,
        owner:
          ownerOfTarget(attribution.target) ??
          ownerOfTarget(attribution.lcpEntry && lcpOwners.get(attribution.lcpEntry.startTime)),
      }),
    options,
  );
  onINP(
    ({ value, rating, attribution }) =>
      report({ name: 'INP', value, rating, owner: ownerOfTarget(attribution.interactionTarget) }),
    options,
  );
  onCLS(
    ({ value, rating, attribution }) =>
      report({ name: 'CLS', value, rating, owner: ownerOfTarget(attribution.largestShiftTarget) }),
    options,
  );
}

/** sendBeacon with a JSON body; where the browser refuses it, a keepalive fetch. Never throws. */
export function send(win: Window, url: string, body: string): void {
  try {
    if (win.navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // some browsers throw for a non-CORS-safelisted type: the fetch below is the way then
  }
  try {
    win
      .fetch(url, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'Content-Type': 'application/json' },
      })
      .catch(() => {});
  } catch {
    // no fetch either: this batch is lost, as any that fails
  }
}

export interface ReporterOptions {
  limits?: BatchLimits;
  intervalMs?: number;
  /** The vitals source (tests give their own). */
  vitals?: (report: (vital: VitalSample) => void) => void;
}

export function startReporter(
  url: string,
  win: Window,
  { limits = defaultBatchLimits, intervalMs = SEND_INTERVAL_MS, vitals = watchVitals }: ReporterOptions = {},
): { report: Report; stop: () => void } {
  const batch = createBatch({ hostVersion: hostPackage.version, sessionId: tabSessionId(win) }, limits);
  const flush = () => {
    const body = batch.takeBody();
    if (body) send(win, url, body);
  };
  const report: Report = ({ event, timeMs }: Captured) => batch.add(recordOfEvent(event, timeMs));
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  // After the vitals' own listeners, so a LCP reported when the page hides goes in the same beacon.
  vitals((vital) => batch.add(recordOfVital(vital, Date.now())));
  win.document.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', flush);
  const timer = win.setInterval(() => batch.size > 0 && flush(), intervalMs);
  return {
    report,
    stop: () => {
      win.clearInterval(timer);
      win.document.removeEventListener('visibilitychange', onHidden);
      win.removeEventListener('pagehide', flush);
    },
  };
}
