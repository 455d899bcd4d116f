import { useEffect, useRef } from 'react';
import { Box, Button, Heading, Text } from '@qa/shared/ui/kit';

export interface RemoteFallbackProps {
  title?: string;
  error: Error;
  onRetry: () => void;
}

/** Shown inside the normal page when a remote is down, hangs or throws; the rest of the site keeps working. */
export function RemoteFallback({ title = 'This part of the site is unavailable', error, onRetry }: RemoteFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Box role="alert" data-testid="remote-fallback" py="16" px="4" maxW="xl" mx="auto" textAlign="center">
      <Heading ref={headingRef} tabIndex={-1} as="h1" size="xl" mb="3">
        {title}
      </Heading>
      <Text mb="2">{error.message}</Text>
      <Text mb="6" color="fg.muted">
        The rest of the site still works. Try again in a moment.
      </Text>
      <Button colorPalette="brand" onClick={onRetry}>
        Retry
      </Button>
    </Box>
  );
}
