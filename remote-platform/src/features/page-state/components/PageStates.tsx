/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { mq, token } from '@qa/shared/ui/tokens';
import { buttonStyle } from '@qa/shared/ui/primitives/button';
import { heading, mutedText, stack } from '@qa/shared/ui/chakra-look/layout';

/**
 * The states every page has (docs/architecture.md "Every page has"), on the light layer in Chakra's
 * look: the catalogue, a light page, shows them without Chakra, and the Chakra pages show the same.
 */
const stateHeading = heading('md');

/** A failed call: the server's sentence and a Retry that asks again. */
export function ErrorState({
  title = 'Something went wrong',
  error,
  onRetry,
}: {
  title?: string;
  error: unknown;
  onRetry: () => void;
}) {
  const message = error instanceof Error ? error.message : 'Please try again.';
  return (
    <div
      role="alert"
      css={{
        border: `1px solid ${token('colors-red-200')}`,
        background: token('colors-red-50'),
        borderRadius: token('radii-xl'),
        padding: token('spacing-5'),
        [mq.md]: { padding: token('spacing-6') },
      }}
    >
      <div css={[stack('spacing-3'), { alignItems: 'flex-start' }]}>
        <h2 css={stateHeading}>{title}</h2>
        <p css={mutedText}>{message}</p>
        <button type="button" onClick={onRetry} css={buttonStyle('primary', 'sm')}>
          Retry
        </button>
      </div>
    </div>
  );
}

/** A list with nothing in it: what that means and where to go. `headingLevel` keeps the outline in order inside a section. */
export function EmptyState({
  title,
  children,
  action,
  headingLevel = 'h2',
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div
      css={{
        border: `1px dashed ${token('colors-border')}`,
        borderRadius: token('radii-xl'),
        padding: token('spacing-6'),
        textAlign: 'center',
        [mq.md]: { padding: token('spacing-10') },
      }}
    >
      <div css={[stack('spacing-3'), { alignItems: 'center' }]}>
        <Heading css={stateHeading}>{title}</Heading>
        {children ? <p css={mutedText}>{children}</p> : null}
        {action}
      </div>
    </div>
  );
}

/** A length in Chakra's scale (`'6'` is 1.5rem) or in CSS (`'30%'`, `'100vh'`, `'1000px'`). */
type Length = string;
/** A length, or one per breakpoint from the smallest up. */
type Responsive = Length | { base: Length; sm?: Length; md?: Length };

const cssLength = (length: Length) => (/^\d+(\.\d+)?$/.test(length) ? `${Number(length) / 4}rem` : length);

/** `height`/`width` styles of responsive lengths: the base value, then one media query per breakpoint. */
const lengths = (values: Record<'height' | 'width', Responsive>) => {
  const style: Record<string, string | Record<string, string>> = {};
  for (const [property, value] of Object.entries(values)) {
    const byBreakpoint = typeof value === 'string' ? { base: value } : value;
    for (const [breakpoint, length] of Object.entries(byBreakpoint)) {
      if (breakpoint === 'base') style[property] = cssLength(length);
      else {
        const query = mq[breakpoint as 'sm' | 'md'];
        style[query] = { ...(style[query] as Record<string, string> | undefined), [property]: cssLength(length) };
      }
    }
  }
  return style;
};

const radius = { md: 'radii-md', xl: 'radii-xl', '2xl': 'radii-2xl', full: 'radii-full' } as const;

/** A grey block the size of what is loading (no layout shift when it arrives). */
export function SkeletonBlock({
  h,
  w = '100%',
  rounded = 'md',
}: {
  h: Responsive;
  w?: Responsive;
  rounded?: keyof typeof radius;
}) {
  return (
    <div
      aria-hidden="true"
      css={{
        background: token('colors-gray-100'),
        borderRadius: token(radius[rounded]),
        ...lengths({ height: h, width: w }),
      }}
    />
  );
}

/** The loading state of a section: a status for assistive tech around skeletons sized like the content. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
