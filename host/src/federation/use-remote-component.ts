import { startTransition, useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import type { ExposedModule } from '@qa/shared/kernel/contracts/remote-contracts';
import { currentRelease, type LoadStage } from './release-events';
import { failureStage, loadRemoteModule, RemoteLoadError, resetRemote } from './remote-loader';
import { isOffline, whenOnline } from '../offline/network-status';
import { firstDataOrTimeout, prefetchPage } from './page-prefetch';
import type { RemoteName } from '@qa/shared/kernel/routing/route-entry';

type RemoteState =
  { status: 'loading' } | { status: 'ready'; Component: ComponentType } | { status: 'error'; error: Error };

/**
 * Loaded page modules (their component, and their `prefetch` for a later intent), so going back to a
 * page does not flash the spinner. Pages watch it: a
 * preload may finish between a page's render (still loading) and its effect (then nothing to load),
 * and the page must show what arrived.
 */
const loaded = new Map<string, ExposedModule>();
const watchers = new Set<() => void>();
/** Keeps a module once `componentOf` has checked it. */
function remember(key: string, exposed: ExposedModule): void {
  loaded.set(key, exposed);
  watchers.forEach((watcher) => watcher());
}
function watchLoaded(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
/** Loads started ahead of the page (preloadRemotePage); the page's own load takes one over. */
const preloads = new Map<string, Promise<ExposedModule>>();

function componentOf(remote: RemoteName, module: string, exposed: ExposedModule): ComponentType {
  const Component = exposed.default as ComponentType | undefined;
  if (typeof Component !== 'function' && typeof Component !== 'object') {
    throw new RemoteLoadError(remote, module, 'invalid-module');
  }
  return Component;
}

/** Drops what was loaded from a version of `remote` that is no longer the one it runs. */
export function forgetRemote(remote: RemoteName): void {
  for (const map of [loaded, preloads]) {
    for (const key of map.keys()) if (key.startsWith(`${remote}/`)) map.delete(key);
  }
}

/**
 * Reports a failure of the current version and moves `remote` to its next one when one is left
 * (true): `fallBack` of fall-back.ts, whose chunk is fetched on the first failure. A chunk that cannot
 * be fetched (the host's own server gone too) leaves no version to try: the fallback screen shows.
 */
export const fallBackLater = (remote: RemoteName, module: string, stage: LoadStage, message: string) =>
  import(/* webpackChunkName: "fall-back" */ './fall-back').then(
    ({ fallBack }) => fallBack(remote, module, stage, message),
    () => false,
  );

/**
 * Moves `remote` to its next version when one is left (a canary's stable, a stable's last known good),
 * reported, and loads the module from there; else the failure stands and the fallback screen shows.
 */
async function loadNextVersion(remote: RemoteName, module: string, error: unknown): Promise<ExposedModule> {
  const failure = error instanceof Error ? error : new Error(String(error));
  const stage = error instanceof RemoteLoadError && error.reason === 'invalid-module' ? 'chunk' : failureStage(remote);
  if (!(await fallBackLater(remote, module, stage, failure.message))) throw failure;
  forgetRemote(remote);
  return loadFresh(remote, module);
}

/**
 * A module that could not be fetched may belong to a version of the remote deployed away since this tab
 * read its manifest (its chunks deleted): forget the remote and load it once more from a fresh manifest.
 * Then, or at once for a timeout (the visitor has waited long enough) or a canary or preview (not
 * worth a second wait), the next version if one is left, before the fallback screen.
 * A preload in progress is taken over as the first try, so the module is fetched once.
 */
async function loadFresh(remote: RemoteName, module: string): Promise<ExposedModule> {
  const key = `${remote}/${module}`;
  const preload = preloads.get(key);
  preloads.delete(key);
  try {
    return await (preload ?? loadRemoteModule<ExposedModule>(remote, module));
  } catch (error) {
    if (isOffline()) {
      // no network: the page keeps its spinner (and the offline notice) until the browser is back
      await whenOnline();
      resetRemote(remote);
      return loadFresh(remote, module);
    }
    const role = currentRelease(remote)?.role;
    const retry =
      error instanceof RemoteLoadError && error.reason === 'unavailable' && role !== 'canary' && role !== 'preview';
    if (!retry) return loadNextVersion(remote, module, error);
    resetRemote(remote);
    return loadRemoteModule<ExposedModule>(remote, module).catch((again: unknown) =>
      loadNextVersion(remote, module, again),
    );
  }
}

/** Whether the page module `remote/module` is loaded already (a page visited or preloaded). */
export function hasRemotePage(remote: RemoteName, module: string): boolean {
  return loaded.has(`${remote}/${module}`);
}

/** The page modules shown in this page load (not only loaded ahead): their data has been read once. */
const shown = new Set<string>();

/** Whether a page of `remote/module` has been on screen in this page load. */
export function hasShownRemotePage(remote: RemoteName, module: string): boolean {
  return shown.has(`${remote}/${module}`);
}

/** Notes that a page of `remote/module` is on screen (RemotePage's `PageShown`). */
export function rememberShownPage(remote: RemoteName, module: string): void {
  shown.add(`${remote}/${module}`);
}

/**
 * Starts loading a page before it is shown (a link the visitor is about to follow), so it renders at
 * once, and its first data for `path` (a pathname and query, if given) as soon as its module is
 * there. Resolves when the module has arrived and that data has come (at most `FIRST_DATA_WAIT_MS`
 * later, as for a page's own load), or when the module has failed; never rejects. A failure stays
 * silent: the remote is forgotten so the page's own load starts from a fresh manifest, and that load
 * reports what goes wrong.
 */
export function preloadRemotePage(remote: RemoteName, module: string, path?: string): Promise<void> {
  const key = `${remote}/${module}`;
  const data = (exposed: ExposedModule) =>
    path === undefined ? Promise.resolve() : firstDataOrTimeout(prefetchPage(exposed, path));
  const known = loaded.get(key);
  if (known) return data(known);
  const pending = preloads.get(key);
  if (pending) return pending.then(data, () => {});
  const load = loadRemoteModule<ExposedModule>(remote, module);
  preloads.set(key, load);
  const ours = () => preloads.get(key) === load; // else the page took it over and handles the outcome
  return load
    .then((exposed) => {
      const first = data(exposed);
      if (!ours()) return first;
      preloads.delete(key);
      componentOf(remote, module, exposed); // throws for a module without a page: not kept
      remember(key, exposed);
      return first;
    })
    .catch((error: unknown) => {
      if (!ours()) return;
      preloads.delete(key);
      if (error instanceof RemoteLoadError && error.reason === 'unavailable') resetRemote(remote);
    });
}

/**
 * The component of `key` once loaded. Not useSyncExternalStore: React renders its updates in one
 * blocking pass even inside a transition, and a page may render as one (`inSlices`).
 */
function useLoaded(key: string): ExposedModule['default'] | undefined {
  const [, setVersion] = useState(0);
  const seen = loaded.get(key)?.default;
  useEffect(() => {
    // Only this page's module re-renders it: another page's preload arriving must not.
    const update = () => {
      if (loaded.get(key)?.default !== seen) setVersion((version) => version + 1);
    };
    const stop = watchLoaded(update);
    update(); // remembered between this render and the subscription
    return stop;
  }, [key, seen]);
  return seen;
}

/**
 * Loads `remote/module`; a new `attempt` loads it again after a failure. The page's first data for
 * `path` (its pathname and query) starts as soon as the module is there, and the page is ready once
 * that data has come (at most `FIRST_DATA_WAIT_MS` later).
 *
 * `waiting`: not loaded yet (a complete prerendered copy stays on screen, see takeover-gate.ts).
 *
 * `inSlices`: the page then renders as a transition, which React renders in slices, yielding to the
 * browser between them. For a page taking over from its prerendered copy while the start-up still
 * runs: replacing that copy in one pass was the longest task of the load (Lighthouse's TBT on
 * `/courses` fell by 117 ms, p 0.03). Not for the others: as transitions, navigations measured
 * slower (/ → /courses 208 → 362 ms at 4× CPU, the visitor waiting on a click) and the landing's
 * blocking time rose (59 → 128 ms).
 */
export function useRemoteComponent(
  remote: RemoteName,
  module: string,
  attempt: number,
  path: string,
  inSlices = false,
  waiting = false,
): RemoteState {
  const key = `${remote}/${module}`;
  const [result, setResult] = useState<{ key: string; attempt: number; state: RemoteState } | null>(null);
  // The path and query shown when the module arrives (not a dependency: a new path does not load
  // the module again).
  const prefetchFor = useEffectEvent((exposed: ExposedModule) => prefetchPage(exposed, path));
  const render = useEffectEvent((show: () => void) => (inSlices ? startTransition(show) : show()));

  useEffect(() => {
    if (waiting || (loaded.has(key) && attempt === 0)) return;
    let active = true;
    loadFresh(remote, module)
      .then(async (exposed) => {
        const Component = componentOf(remote, module, exposed);
        // The page renders with its first data when that comes quickly: one render with the content.
        if (active) await firstDataOrTimeout(prefetchFor(exposed));
        const show = () => {
          remember(key, exposed); // its watchers' updates join this one (a transition or not)
          if (active) setResult({ key, attempt, state: { status: 'ready', Component } });
        };
        render(show);
      })
      .catch((error: unknown) => {
        loaded.delete(key);
        const failure = error instanceof Error ? error : new Error(String(error));
        if (active) setResult({ key, attempt, state: { status: 'error', error: failure } });
      });
    return () => {
      active = false;
    };
  }, [key, remote, module, attempt, waiting]);

  const cached = useLoaded(key);
  if (result && result.key === key && result.attempt === attempt) return result.state;
  if (cached && attempt === 0) return { status: 'ready', Component: cached };
  return { status: 'loading' };
}
