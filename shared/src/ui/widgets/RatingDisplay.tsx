/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { RATING_PRECISION } from '@qa/shared/kernel/constants';
import { token } from '@qa/shared/ui/styles/tokens';

export interface RatingDisplayProps {
  /** The value; clamped to 0…stars and rounded to `precision`. */
  rating: number;
  /** Vote count: '(N reviews)' is shown when it exists. */
  votes?: number | null;
  /** What is rated, for the accessible label ("Course rating: 4.3 out of 5 stars"). */
  name?: string;
  /** Number of stars (default 5). */
  stars?: number;
  /** Fill precision of the stars (default 0.1, docs/behaviour.md). */
  precision?: number;
  size?: number;
}

const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function Star({ fill, size, clipId }: { fill: number; size: number; clipId: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-fill={fill}>
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={24 * fill} height="24" />
        </clipPath>
      </defs>
      <path d={STAR} fill={token('colors-border')} />
      <path d={STAR} fill={token('colors-brand-500')} clipPath={`url(#${clipId})`} />
    </svg>
  );
}

const ratingStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: token('spacing-1.5'),
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg'),
} as const;
const valueStyle = { fontWeight: token('font-weights-bold') } as const;
const starsStyle = { display: 'inline-flex', gap: 2 } as const;
/** Muted in the display's own size and line (no `Text`: it sets a line height of its own). */
const votesStyle = { color: token('colors-fg-muted') } as const;

/** docs/behaviour.md "Rating display": the value with one decimal, read-only stars filled to 0.1, '(N reviews)'. */
export function RatingDisplay({
  rating,
  votes,
  name,
  stars = 5,
  precision = RATING_PRECISION,
  size = 18,
}: RatingDisplayProps) {
  const id = useId();
  const safe = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), stars) : 0;
  const steps = Math.round(safe / precision);
  const value = Number((steps * precision).toFixed(10));
  const shown = value.toFixed(1);
  const hasVotes = typeof votes === 'number' && Number.isFinite(votes);
  const label = `${name ? `${name}: ` : ''}${shown} out of ${stars} stars`;
  return (
    <span css={ratingStyle}>
      <span aria-hidden="true" css={valueStyle}>
        {shown}
      </span>
      <span role="img" aria-label={label} css={starsStyle}>
        {Array.from({ length: stars }, (_, index) => (
          <Star
            key={index}
            size={size}
            clipId={`${id}-star-${index}`}
            fill={Number(Math.min(Math.max(value - index, 0), 1).toFixed(4))}
          />
        ))}
      </span>
      {hasVotes ? <span css={votesStyle}>({votes} reviews)</span> : null}
    </span>
  );
}
