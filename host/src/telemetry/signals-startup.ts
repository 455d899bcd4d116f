/**
 * The part of the signals reporter on the start-up path, kept tiny: it turns uncaught errors of a
 * remote's scripts into release events and keeps what happens until the reporter (a lazy chunk,
 * loaded after the first page) takes over. Without `signalsUrl` it does nothing at all.
 */
import { afterStartup } from '../startup/after-startup';
import { currentReleases, emitReleaseEvent, onReleaseEvent, type RemoteRelease } from '../federation/release-events';
import type { Captured, Report } from './otlp-records';
import { watchLcpOwners } from './vital-owners';

export type StartReporter = (url: string, win: Window) => { report: Report; stop: () => void };

/** Events kept before the reporter loads; more are dropped (a page failing in a loop). */
export const MAX_EARLY_EVENTS = 100;

/** The folder a URL is in, for remotes that share an origin. */
const folderOf = (url: string) => url.slice(0, url.lastIndexOf('/') + 1);

/**
 * The remote a script belongs to: the current release whose manifest is on the script's origin
 * (where several are, the one whose manifest's folder holds the script). None: not a remote's.
 */
export function releaseOfScript(scriptUrl: string, releases: RemoteRelease[], base: string): RemoteRelease | undefined {
  let script: URL;
  try {
    script = new URL(scriptUrl, base);
  } catch {
    return undefined;
  }
  const sameOrigin = releases
    .map((release) => ({ release, manifest: new URL(release.manifestUrl, base) }))
    .filter(({ manifest }) => manifest.origin === script.origin);
  if (sameOrigin.length === 1) return sameOrigin[0]?.release;
  return sameOrigin.find(({ manifest }) => script.href.startsWith(folderOf(manifest.href)))?.release;
}

/** The first script URL of a stack trace (Chrome's `at f (url:1:2)`, Firefox's `f@url:1:2`). */
export function scriptOfStack(error: unknown): string | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  return stack?.match(/(https?:\/\/[^\s()@]+):\d+:\d+/)?.[1];
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error ? `${error.name}: ${error.message}` : typeof error === 'string' ? error : fallback;

/**
 * Starts listening when `signalsUrl` is set; the reporter is loaded once the start-up is over
 * (`ready`). Returns the function that stops listening.
 */
export function startSignals(
  signalsUrl: string | undefined,
  win: Window = window,
  ready: Promise<unknown> = afterStartup(win),
  load: () => Promise<{ startReporter: StartReporter }> = () => import(/* webpackChunkName: "signals" */ './reporter'),
): () => void {
  if (!signalsUrl) return () => {};
  const early: Captured[] = [];
  let report: Report = (captured) => {
    if (early.length < MAX_EARLY_EVENTS) early.push(captured);
  };
  const stopEvents = onReleaseEvent((event) => report({ event, timeMs: Date.now() }));
  const uncaught = (scriptUrl: string | undefined, message: string) => {
    const release = scriptUrl ? releaseOfScript(scriptUrl, currentReleases(), win.location.href) : undefined;
    if (release) emitReleaseEvent({ type: 'error', release, source: 'uncaught', message });
  };
  const onError = (event: ErrorEvent) =>
    uncaught(event.filename || scriptOfStack(event.error), messageOf(event.error, event.message));
  const onRejection = (event: PromiseRejectionEvent) =>
    uncaught(scriptOfStack(event.reason), messageOf(event.reason, 'Unhandled rejection'));
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  watchLcpOwners();
  let stopped = false;
  let stopReporter = () => {};
  void ready
    .then(load)
    .then(({ startReporter }) => {
      if (stopped) return;
      const reporter = startReporter(signalsUrl, win);
      stopReporter = reporter.stop;
      report = reporter.report;
      for (const captured of early.splice(0)) report(captured);
    })
    // A reporter chunk that cannot load (offline, a new deploy) leaves the page alone.
    .catch(() => {});
  return () => {
    stopped = true;
    stopEvents();
    stopReporter();
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
