/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState, type ReactNode } from 'react';
import { Link, type LinkProps } from '@qa/shared/kernel/routing/router';
import { mq, token } from '@qa/shared/ui/styles/tokens';

const cardRadius = token('radii-2xl');

/** The site's card: white, a 1 px border, radius 16; one that links lifts its border to the brand on hover. */
export const cardStyle = {
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  border: `1px solid ${token('colors-border')}`,
  borderRadius: cardRadius,
  background: token('colors-bg'),
  color: token('colors-fg'),
} as const;

const linkedCard = {
  transition: 'border-color 0.15s, box-shadow 0.15s',
  '&:hover': { borderColor: token('colors-brand-500'), boxShadow: token('shadows-md') },
  '&:focus-within': { borderColor: token('colors-brand-500') },
} as const;

/** The room inside a card, under its cover. */
export const cardBody = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-2.5'),
  flex: 1,
  padding: token('spacing-5'),
} as const;

interface CardProps {
  children: ReactNode;
  /** A cover image above the body (`CoverImage`). */
  cover?: ReactNode;
  /** The card links somewhere: its `CardLink` title stretches over it. */
  linked?: boolean;
  as?: 'article' | 'div' | 'li' | 'section';
  /** A parent's light style (`css` prop), merged after the card's own. */
  className?: string;
  'data-testid'?: string;
}

/** A card, with or without a cover; `linked` when its title is a `CardLink` that makes the whole card clickable. */
export function Card({ children, cover, linked, as: Tag = 'article', className, ...rest }: CardProps) {
  return (
    <Tag css={[cardStyle, linked && linkedCard]} className={className} {...rest}>
      {cover}
      <div css={cardBody}>{children}</div>
    </Tag>
  );
}

const cardLinkStyle = {
  color: 'inherit',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: cardRadius },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': {
    outline: `2px solid ${token('colors-brand-focus-ring')}`,
    outlineOffset: 2,
  },
  '&:hover': { color: token('colors-brand-600') },
} as const;

/** A card's title link: its `::after` covers the card, so all of it is one tab stop and one click. */
export function CardLink(props: LinkProps) {
  return <Link css={cardLinkStyle} {...props} />;
}

/** A missing or broken cover: a quiet brand-tinted block. */
const coverFallback = {
  background: `linear-gradient(135deg, ${token('colors-brand-100')}, ${token('colors-brand-50')})`,
} as const;
/** Grey until the image arrives. */
const coverImage = { objectFit: 'cover', background: token('colors-gray-100') } as const;

/**
 * A cover image: its box keeps the image's ratio before it arrives (no layout shift), lazy unless
 * it is above the fold (`priority`), and a quiet brand-tinted block if it fails to load.
 */
export function CoverImage({
  src,
  alt = '',
  width = 1200,
  height = 630,
  priority = false,
}: {
  src: string | null | undefined;
  alt?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const box = { display: 'block', width: '100%', height: 'auto', aspectRatio: `${width} / ${height}` } as const;
  if (!src || failed)
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-cover-fallback=""
        css={[box, coverFallback]}
      />
    );
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      css={[box, coverImage]}
    />
  );
}

export type GridColumns = 2 | 3 | 4;

/** A list of cards: one column, two from `sm`, `columns` from `lg`. */
export const cardGridStyle = (columns: GridColumns = 3) =>
  ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: token('spacing-6'),
    gridTemplateColumns: 'minmax(0, 1fr)',
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
  }) as const;

export interface CardGridProps {
  /** The cards: each an `<li>`, or a `Card as="li"`. */
  children: ReactNode;
  columns?: GridColumns;
  label?: string;
  /** Its cards are being replaced (dimmed by a parent's style while the next ones load). */
  busy?: boolean;
  /** A parent's light style (`css` prop), merged after the grid's own. */
  className?: string;
}

/** A `<ul>` of cards, with its accessible name. A long list: `LongCardGrid`. */
export function CardGrid({ children, columns, label, busy, className }: CardGridProps) {
  return (
    // `role="list"` keeps the list semantics Safari drops from a list without bullets.
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" aria-label={label} aria-busy={busy || undefined} css={cardGridStyle(columns)} className={className}>
      {children}
    </ul>
  );
}
