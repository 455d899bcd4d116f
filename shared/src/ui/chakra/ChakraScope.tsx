import type { ReactNode } from 'react';
import { ChakraProvider } from '@qa/shared/ui/chakra/kit';
import { system } from '@qa/shared/ui/chakra/system';

/**
 * Chakra's provider around one page or dialog. Loaded lazily by the host, so the first
 * load of `/` (shell and landing, drawn with the light layer) does not carry Chakra's style engine
 * (nor Emotion, which only Chakra uses).
 */
export default function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
