import { useState } from 'react';
import { dehydrate, hydrate } from '@qa/shared/kernel/query/react-query';
import { AppProviders } from '@qa/shared/ui/AppProviders';
import { createQueryClient } from '@qa/shared/kernel/query/query-client';
import { BrowserRouter, useRoutes } from '@qa/shared/kernel/routing/router';
import { appRoutes } from './router';
import { RouterErrorScreen } from './RouterErrorScreen';
import { GlobalDialogs } from '../features/dialogs/GlobalDialogs';
import { GeolocationGate } from '../session/GeolocationGate';
import { SessionGate } from '../session/SessionGate';
import { ToastHost } from '../toasts/ToastHost';
import { HideOnError } from '../layout/HideOnError';
import { readPrerenderedState } from '../prerender/prerendered-page';

/** The query client, holding the data a prerendered page was rendered from (so it renders at once). */
function startQueryClient() {
  const client = createQueryClient();
  const state = readPrerenderedState();
  if (state) hydrate(client, state);
  // The prerender script (scripts/prerender) reads the data a page was rendered from.
  const prerendering = window as { __qaPrerender?: { dehydrate?: () => unknown } };
  if (prerendering.__qaPrerender) prerendering.__qaPrerender.dehydrate = () => dehydrate(client);
  return client;
}

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  const [queryClient] = useState(startQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
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
      </BrowserRouter>
      <HideOnError name="toasts">
        <ToastHost />
      </HideOnError>
    </AppProviders>
  );
}
