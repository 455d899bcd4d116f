/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { token } from '@qa/shared/ui/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';

/**
 * The states every marketing section has (docs/architecture.md "Every page has"), on the light
 * layer so the landing can use them without Chakra.
 */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
  level = 2,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  level?: 2 | 3;
}) {
  const message = error instanceof Error ? error.message : 'Please try again.';
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      role="alert"
      css={{ border: '1px solid #FECACA', background: '#FEF2F2', borderRadius: 12, padding: 20, textAlign: 'left' }}
    >
      <Heading css={{ fontWeight: 700, fontSize: 18, margin: '0 0 8px' }}>{title}</Heading>
      <p css={{ color: token('colors-fg-muted'), margin: '0 0 12px' }}>{message}</p>
      <Button size="sm" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Nothing to show: what that means, and where to go instead. */
export function EmptyState({ title, children, level = 2 }: { title: string; children?: ReactNode; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div
      css={{
        border: `1px dashed ${token('colors-border')}`,
        borderRadius: 12,
        padding: '32px 20px',
        textAlign: 'center',
      }}
    >
      <Heading css={{ fontWeight: 700, fontSize: 18, margin: '0 0 8px' }}>{title}</Heading>
      {children ? <div css={{ color: token('colors-fg-muted') }}>{children}</div> : null}
    </div>
  );
}

/** A grey block the size of what is loading, so nothing shifts when it arrives. */
export function Skeleton({
  height,
  width = '100%',
  radius = 12,
}: {
  height: number;
  width?: number | string;
  radius?: number;
}) {
  return <div aria-hidden="true" css={{ height, width, borderRadius: radius, background: '#F4F4F5' }} />;
}

/** A loading region for assistive tech around skeletons sized like the content. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
