/**
 * The app's query client, for code outside React (the session service clears it on logout), without
 * the query library: this file is on every page's first load, and the library is not (see QueryScope).
 */
import type { QueryClient } from '@tanstack/react-query';
import type * as QueryLibraryModule from '@qa/shared/kernel/query/react-query';

/** What an app needs from the library when its client is created (the host hydrates prerendered data). */
export type QueryLibrary = typeof QueryLibraryModule;
export type QueryClientSetup = (client: QueryClient, library: QueryLibrary) => void;

let current: QueryClient | null = null;
const setups: QueryClientSetup[] = [];

export function setQueryClient(client: QueryClient | null): void {
  current = client;
}

/** The current client; null until a page that reads data has created it. */
export function getQueryClient(): QueryClient | null {
  return current;
}

/** Runs `setup` on the client when it is created (before any query reads it). */
export function onQueryClientCreated(setup: QueryClientSetup): void {
  setups.push(setup);
}

export function queryClientSetups(): readonly QueryClientSetup[] {
  return setups;
}
