/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useEffect, useRef } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { pageTitleStyle } from '@qa/shared/ui/primitives/heading';
import { Row } from '@qa/shared/ui/primitives/layout';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { RemoteLoadError } from './remote-loader';

export interface RemoteFallbackProps {
  title?: string;
  /** The failure; its technical text (remote and module names) goes to the console only. */
  error: Error;
  /** Which remote failed, as a data attribute for tests and support, never as visible text. */
  remote?: string;
  onRetry: () => void;
}

/** The reason in a visitor's words. */
export function visitorReason(error: Error): string {
  if (!(error instanceof RemoteLoadError)) return 'Something went wrong while showing it.';
  if (error.reason === 'timeout') return 'It did not answer in time.';
  if (error.reason === 'invalid-module') return 'It arrived incomplete.';
  return 'It could not be loaded.';
}

const sectionStyle = {
  padding: `${token('spacing-16')} ${token('spacing-4')}`,
  maxWidth: 560,
  margin: '0 auto',
  textAlign: 'center',
} as const;
/** It takes the focus when the fallback appears, without a ring (nothing to press). */
const titleStyle = { ...pageTitleStyle, marginBottom: token('spacing-3'), outline: 'none' } as const;
const reasonStyle = { margin: `0 0 ${token('spacing-2')}` } as const;
const hintStyle = { margin: `0 0 ${token('spacing-6')}`, color: token('colors-fg-muted') } as const;

/** Shown when a remote is down, hangs or throws, always with a way home; the rest of the site keeps working. */
export function RemoteFallback({
  title = 'This part of the site is unavailable',
  error,
  remote,
  onRetry,
}: RemoteFallbackProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(title);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => console.error(`[${remote ?? 'remote'}] ${title}:`, error), [remote, title, error]);
  return (
    <section role="alert" data-testid="remote-fallback" data-remote={remote} css={sectionStyle}>
      {/* pageTitleStyle, not PageTitle: the heading takes the focus when the fallback appears. */}
      <h1 ref={headingRef} tabIndex={-1} css={titleStyle}>
        {title}
      </h1>
      <p css={reasonStyle}>{visitorReason(error)}</p>
      <p css={hintStyle}>The rest of the site still works. Try again in a moment.</p>
      <Row wrap justify="center">
        <Button onClick={onRetry}>Retry</Button>
        <ButtonLink to={href('landing')} variant="secondary">
          Go to the home page
        </ButtonLink>
      </Row>
    </section>
  );
}
