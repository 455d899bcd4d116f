import { lazy } from 'react';
import { chunkLoader } from '../chunks/load-chunk';

/**
 * Starts loading Chakra's provider; called as soon as a Chakra page starts loading, in parallel with
 * it. A failed load is forgotten and retried (the chunk loader), so a later page can try again.
 */
export const preloadChakraScope = chunkLoader('Chakra scope', () => import('@qa/shared/ui/chakra/ChakraScope'));

export const ChakraScope = lazy(preloadChakraScope);
