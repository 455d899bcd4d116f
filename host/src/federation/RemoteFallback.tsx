/** @jsxImportSource @emotion/react */
import { useEffect, useRef } from 'react';
import { Button } from '@qa/shared/ui/light';
import { color } from '@qa/shared/ui/tokens';

export interface RemoteFallbackProps {
  title?: string;
  error: Error;
  onRetry: () => void;
}

/** Shown inside the normal page when a remote is down, hangs or throws; the rest of the site keeps working. */
export function RemoteFallback({
  title = 'This part of the site is unavailable',
  error,
  onRetry,
}: RemoteFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section
      role="alert"
      data-testid="remote-fallback"
      css={{ padding: '64px 16px', maxWidth: 560, margin: '0 auto', textAlign: 'center' }}
    >
      <h1 ref={headingRef} tabIndex={-1} css={{ fontSize: 28, margin: '0 0 12px', outline: 'none' }}>
        {title}
      </h1>
      <p css={{ margin: '0 0 8px' }}>{error.message}</p>
      <p css={{ margin: '0 0 24px', color: color.muted }}>The rest of the site still works. Try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
