import { useState } from 'react';
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

function AppRoutes() {
  return useRoutes(appRoutes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
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
