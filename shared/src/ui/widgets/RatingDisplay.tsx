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

/** A star's outline in a 24-unit square: its ten corners, clockwise from the top. */
const STAR_POINTS = [
  [12, 2.5],
  [14.9, 8.5],
  [21.5, 9.4],
  [16.7, 14],
  [17.9, 20.5],
  [12, 17.4],
  [6.1, 20.5],
  [7.3, 14],
  [2.5, 9.4],
  [9.1, 8.5],
] as const;
const STAR_UNITS = 24;
/** Space between two stars, in px. */
const GAP_PX = 2;

/** One path for the whole row: `count` stars, `step` units apart. */
function rowPath(count: number, step: number): string {
  let d = '';
  for (let index = 0; index < count; index++) {
    const dx = index * step;
    d += `M${STAR_POINTS.map(([x, y]) => `${+(x + dx).toFixed(2)} ${y}`).join('L')}z`;
  }
  return d;
}

/**
 * The row of stars as one SVG (a catalogue of ten ratings drew 250 SVG nodes as a star each): every
 * star in the border colour, and the same row in the brand colour clipped to the value, so the
 * stars before it are full and the one it ends in is filled to the precision.
 */
function Stars({ value, count, size, clipId }: { value: number; count: number; size: number; clipId: string }) {
  const gap = (GAP_PX * STAR_UNITS) / size;
  const step = STAR_UNITS + gap;
  const width = count * STAR_UNITS + (count - 1) * gap;
  const whole = Math.floor(value);
  const filled = Math.min(whole * step + (value - whole) * STAR_UNITS, width);
  const d = rowPath(count, step);
  return (
    <svg
      width={count * size + (count - 1) * GAP_PX}
      height={size}
      viewBox={`0 0 ${+width.toFixed(2)} ${STAR_UNITS}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={+filled.toFixed(2)} height={STAR_UNITS} />
        </clipPath>
      </defs>
      <path d={d} fill={token('colors-border')} />
      <path d={d} fill={token('colors-brand-500')} clipPath={`url(#${clipId})`} />
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
const starsStyle = { display: 'inline-flex' } as const;
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
        <Stars value={value} count={stars} size={size} clipId={`${id}-stars`} />
      </span>
      {hasVotes ? <span css={votesStyle}>({votes} reviews)</span> : null}
    </span>
  );
}
