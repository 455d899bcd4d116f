import { lazy } from 'react';

let scope: ReturnType<typeof importScope> | null = null;
const importScope = () => import('@qa/shared/ui/ChakraScope');

/** Starts loading Chakra's provider; called as soon as a Chakra page starts loading, in parallel with it. */
export function preloadChakraScope() {
  scope ??= importScope();
  return scope;
}

export const ChakraScope = lazy(preloadChakraScope);
