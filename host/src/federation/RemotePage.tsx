import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { currentCandidate, resetRemote } from './remote-loader';
import { currentRelease, emitReleaseEvent } from './release-events';
import { rememberKnownGood } from './rollout';
import type { RemoteName, RouteEntry } from '@qa/shared/kernel/routing/route-entry';
import { useLocation } from '@qa/shared/kernel/routing/router';
import { LoadingSpinner } from '@qa/shared/ui/widgets/LoadingSpinner';
import { QueryScope } from '@qa/shared/ui/query/QueryScope';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { ChakraScope } from './chakra-scope';
import { preloadPageScopes } from './page-scopes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { LazyRemoteFallback as RemoteFallback } from './LazyRemoteFallback';
import { RemotePlaceholder } from './RemotePlaceholder';
import { AuthPlaceholder } from './AuthPlaceholder';
import { BareFrame } from './BareFrame';
import { SkipLink } from '../layout/SkipLink';
import { fallBackLater, forgetRemote, rememberShownPage, useRemoteComponent } from './use-remote-component';
import { PrerenderedContent } from '../prerender/PrerenderedContent';
import { prerenderedNodes, releasePrerenderedPage } from '../prerender/prerendered-page';
import { useTakeoverGate } from '../prerender/takeover-gate';
import { pageShown } from '../startup/after-startup';

/**
 * Rendered beside the real page: once that is on screen, the prerendered copy is let go, work that
 * waited for the first page may start, and the remote's version is its last known good one.
 */
function PageShown({ remote, module }: { remote: RemoteName; module: string }) {
  useEffect(() => {
    releasePrerenderedPage();
    pageShown();
    const release = currentCandidate(remote);
    if (release) rememberKnownGood(remote, release);
  }, [remote]);
  // Its data has been read once: a later click to it need not wait for that (link-preload.ts, pageReadyFor).
  useEffect(() => rememberShownPage(remote, module), [remote, module]);
  return null;
}

/** The container adds no box of its own: the page lays out as if it were not there. */
const noBox = { display: 'contents' } as const;

/** The page's container names the remote and the version it runs, for the signals' attribution. */
function ReleaseContainer({ remote, children }: { remote: RemoteName; children: ReactNode }) {
  const release = currentRelease(remote);
  return (
    <div
      data-remote={remote}
      data-remote-version={release?.version ?? 'unknown'}
      data-remote-role={release?.role ?? 'stable'}
      style={noBox}
    >
      {children}
    </div>
  );
}

/** A route the page of a remote renders. */
export type RemoteRouteEntry = RouteEntry & { owner: RemoteName; module: string };

export const isRemoteRoute = (entry: RouteEntry): entry is RemoteRouteEntry =>
  entry.owner !== 'host' && entry.module !== undefined;

export interface RemotePageProps {
  /** The route being rendered, from the router: no lookup by URL. */
  entry: RemoteRouteEntry;
}

/** Renders a federated page with our own timeout, a fallback and a Retry that needs no reload. */
export function RemotePage({ entry }: RemotePageProps) {
  const { owner: remote, module, ui = 'chakra' } = entry;
  const ownQueryScope = entry.queryScope === 'page';
  const [attempt, setAttempt] = useState(0);
  const { pathname, search } = useLocation();
  // The auth screens' titles are the route table's; the remotes' other pages set their own.
  useDocumentTitle(entry.owner === 'auth' ? entry.title : null);
  // A page prerendered at build time stays on screen, as it came in the HTML, until the real one shows.
  const prerendered = prerenderedNodes(pathname);
  // A complete copy stays until the visitor engages or the page is idle: reading it needs no app.
  const waiting = useTakeoverGate(prerendered);
  const state = useRemoteComponent(remote, module, attempt, pathname + search, prerendered !== null, waiting);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  // A page that throws while rendering: reported, and rendered again from the remote's next version if
  // one is left (a canary's stable), with no reload and no fallback screen.
  const onCaught = useCallback(
    (error: Error) => {
      const release = currentRelease(remote);
      if (release)
        emitReleaseEvent({ type: 'error', release, source: 'boundary', message: error.message.slice(0, 300) });
      return fallBackLater(remote, module, 'render', error.message).then((moved) => {
        if (moved) {
          forgetRemote(remote);
          setAttempt((n) => n + 1);
        }
        return moved;
      });
    },
    [remote, module],
  );
  // What the page renders in starts loading with its code, not after it.
  useEffect(() => {
    if (!waiting) preloadPageScopes(entry);
  }, [entry, waiting]);

  // Pages without the site's frame (the auth screens) get the host's bare frame while they load
  // or when they fail, and the skip link before them: nobody lands on a page without a way home.
  // The bare frame brings its own skip link, so the page's goes inside the error boundary and the
  // Chakra suspense: whatever replaces the page (fallback, placeholder) replaces its link too.
  const bare = entry.layout === 'bare';
  const placeholder = prerendered ? (
    <PrerenderedContent nodes={prerendered} />
  ) : bare ? (
    <AuthPlaceholder search={search} />
  ) : (
    <RemotePlaceholder placeholder={entry.placeholder} />
  );
  if (state.status === 'loading') return placeholder;
  if (state.status === 'error') {
    const fallback = <RemoteFallback error={state.error} remote={remote} onRetry={retry} />;
    return bare ? <BareFrame>{fallback}</BareFrame> : fallback;
  }
  const { Component } = state;
  const content = (
    <ReleaseContainer remote={remote}>
      {bare ? <SkipLink /> : null}
      <Component />
      <PageShown remote={remote} module={module} />
    </ReleaseContainer>
  );
  const page = (
    <RemoteErrorBoundary
      key={attempt}
      remote={remote}
      onRetry={retry}
      bare={bare}
      onCaught={onCaught}
      placeholder={placeholder}
    >
      {ownQueryScope ? content : <QueryScope fallback={placeholder}>{content}</QueryScope>}
    </RemoteErrorBoundary>
  );
  if (ui === 'light') return page;
  return (
    <Suspense fallback={bare || prerendered ? placeholder : <LoadingSpinner />}>
      <ChakraScope>{page}</ChakraScope>
    </Suspense>
  );
}
