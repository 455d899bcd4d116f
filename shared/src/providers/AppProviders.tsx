import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { TOAST_AUTO_CLOSE_MS } from '@qa/shared/constants';
import { system } from '@qa/shared/ui/system';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The provider stack: created once by the host (or by a remote running standalone).
 * Remotes inside the host use it through the shared singletons and never render their own.
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <QueryClientProvider client={queryClient}>
        {/* spec §8: top-right, close after 5000 ms, pause on hover, no close on click */}
        <SnackbarProvider
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          autoHideDuration={TOAST_AUTO_CLOSE_MS}
          maxSnack={4}
        >
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ChakraProvider>
  );
}
