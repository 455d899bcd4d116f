import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@qa/shared/kernel/query/react-query';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The provider stack: created once by the host (or by a remote running standalone).
 * Remotes inside the host use it through the shared singletons and never render their own.
 * Chakra's provider is not here: pages get it from a lazily loaded ChakraScope, so the
 * first load of `/` does not carry it; toasts mount on idle (ui/toast).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
