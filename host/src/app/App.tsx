import { useState, type ReactNode } from 'react';
import { createBrowserHistory, HistoryRouter, useRoutes } from '@qa/shared/kernel/routing/router';
import type { QueryClientSetup } from '@qa/shared/kernel/query/current-query-client';
import { appRoutes } from './router';
import { RouterErrorScreen } from './RouterErrorScreen';
import { GlobalDialogs } from './GlobalDialogs';
import { GeolocationGate } from '../session/GeolocationGate';
import { SessionGate } from '../session/SessionGate';
import { ToastHost } from '../toasts/ToastHost';
import { HideOnError } from '../layout/HideOnError';
import { OfflineNotice } from '../offline/OfflineNotice';
import { readPrerenderedState } from '../prerender/prerendered-page';
import { holdingHistory } from '../routing/held-navigation';
import { pageReadyFor } from '../federation/link-preload';

/**
 * Registered with `onQueryClientCreated` before the first render. The client is created when the
 * first QueryScope renders (the query library is not on the first load of `/`); it starts with the
 * data a prerendered page was rendered from, so that page renders at once.
 */
export const prepareQueryClient: QueryClientSetup = (client, { dehydrate, hydrate }) => {
  const state = readPrerenderedState();
  if (state) hydrate(client, state);
  // The prerender script (scripts/prerender) reads the data a page was rendered from.
  const prerendering = window as { __qaPrerender?: { dehydrate?: () => unknown } };
  if (prerendering.__qaPrerender) prerendering.__qaPrerender.dehydrate = () => dehydrate(client);
};

/**
 * The router, its location updates rendered in one pass, not as React transitions: a loaded page
 * shows sooner after a click, and a page that suspends shows its spinner inside the frame rather than
 * leaving the old page on screen with no sign that the click was heard (figures and the INP trade-off
 * in docs/architecture.md "A remote page, from click to pixels"). A click to a remote page not shown
 * yet in this page load holds the old page, with a bar at the top, until that page's code and first
 * data are in (at most `NAVIGATION_HOLD_MAX_MS`): held-navigation.ts, `pageReadyFor`.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => {
    const browser = createBrowserHistory({ v5Compat: true });
    return holdingHistory(browser, (to) => pageReadyFor(browser.createHref(to)));
  });
  return (
    <HistoryRouter history={history} useTransitions={false}>
      {children}
    </HistoryRouter>
  );
}

function AppRoutes() {
  return useRoutes(appRoutes);
}

/**
 * The host's provider stack. No query provider at the top: the parts that read data sit in a
 * QueryScope (remote pages, footer, dialogs, the signed-in session), Chakra in a ChakraScope.
 */
export function App() {
  return (
    <>
      <AppRouter>
        <RouterErrorScreen>
          <SessionGate>
            <GeolocationGate>
              <AppRoutes />
            </GeolocationGate>
            {/* Dialogs and toasts are optional: a chunk of theirs that cannot load must not take the page down. */}
            <HideOnError name="dialogs">
              <GlobalDialogs />
            </HideOnError>
          </SessionGate>
        </RouterErrorScreen>
      </AppRouter>
      <HideOnError name="toasts">
        <ToastHost />
      </HideOnError>
      <OfflineNotice />
    </>
  );
}
