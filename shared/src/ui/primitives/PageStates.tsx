/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { cardTitleStyle } from '@qa/shared/ui/primitives/heading';

/**
 * The states every page and section has (docs/architecture.md "Every page has"): loading
 * skeletons, empty, error with Retry, not found. One look on every page of every app.
 */
type Level = 'h2' | 'h3';

const column = { display: 'flex', flexDirection: 'column', gap: token('spacing-3') } as const;
const startColumn = { ...column, alignItems: 'flex-start' } as const;
const centreColumn = { ...column, alignItems: 'center' } as const;
const muted = { margin: 0, color: token('colors-fg-muted'), lineHeight: 1.55 } as const;
const errorBox = {
  border: `1px solid ${token('colors-red-200')}`,
  background: token('colors-red-50'),
  borderRadius: token('radii-xl'),
  padding: token('spacing-5'),
  [mq.md]: { padding: token('spacing-6') },
} as const;
const emptyBox = {
  border: `1px dashed ${token('colors-border')}`,
  borderRadius: token('radii-xl'),
  padding: token('spacing-6'),
  textAlign: 'center',
  [mq.md]: { padding: token('spacing-10') },
} as const;

/** A failed call: the server's sentence and a Retry that asks again. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
  headingLevel: Heading = 'h2',
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
  headingLevel?: Level;
}) {
  const message = error instanceof Error && error.message ? error.message : 'Please try again.';
  return (
    <div role="alert" css={errorBox}>
      <div css={startColumn}>
        <Heading css={cardTitleStyle}>{title}</Heading>
        <p css={muted}>{message}</p>
        <Button size="sm" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </div>
  );
}

/** A list with nothing in it: what that means, and where to go instead. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel: Heading = 'h2',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: Level;
}) {
  return (
    <div css={emptyBox}>
      <div css={centreColumn}>
        <Heading css={cardTitleStyle}>{title}</Heading>
        {children ? <div css={muted}>{children}</div> : null}
        {action}
      </div>
    </div>
  );
}

/** Something asked for by its address that does not exist (a removed post, a wrong course link). */
export function NotFoundState({
  title,
  children,
  backTo = href('landing'),
  backLabel = 'Go to the home page',
}: {
  title: string;
  children?: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <EmptyState
      title={title}
      action={
        <ButtonLink to={backTo} variant="secondary" size="sm">
          {backLabel}
        </ButtonLink>
      }
    >
      {children}
    </EmptyState>
  );
}

/**
 * A length: px as a number, a step of the spacing scale as a string of digits (`'6'` is 1.5rem), or
 * any CSS length (`'30%'`); or one per breakpoint from the smallest up.
 */
type Length = number | string;
type Responsive = Length | { base: Length; sm?: Length; md?: Length };

const cssLength = (length: Length) =>
  typeof length === 'string' && /^\d+(\.\d+)?$/.test(length) ? `${Number(length) / 4}rem` : length;

const responsive = (property: 'height' | 'width', value: Responsive) => {
  if (typeof value !== 'object') return { [property]: cssLength(value) };
  const { base, ...byBreakpoint } = value;
  return {
    [property]: cssLength(base),
    ...Object.fromEntries(
      Object.entries(byBreakpoint).map(([breakpoint, length]) => [
        mq[breakpoint as 'sm' | 'md'],
        { [property]: cssLength(length) },
      ]),
    ),
  };
};

const radii = { md: 'radii-md', xl: 'radii-xl', '2xl': 'radii-2xl', full: 'radii-full' } as const;
/** A skeleton's grey, in each of the radii it comes in. */
const blockLook = Object.fromEntries(
  Object.entries(radii).map(([rounded, radius]) => [
    rounded,
    { background: token('colors-gray-100'), borderRadius: token(radius) },
  ]),
) as Record<keyof typeof radii, { background: string; borderRadius: string }>;

/** A grey block the size of what is loading, so nothing shifts when it arrives. */
export function SkeletonBlock({
  h,
  w = '100%',
  rounded = 'md',
}: {
  h: Responsive;
  w?: Responsive;
  rounded?: keyof typeof radii;
}) {
  return <div aria-hidden="true" css={[blockLook[rounded], responsive('height', h), responsive('width', w)]} />;
}

/** A loading region: one status for assistive tech around skeletons sized like the content. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
