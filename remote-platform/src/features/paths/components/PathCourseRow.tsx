/** @jsxImportSource @qa/shared/ui/light-jsx */
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Card } from '@qa/shared/ui/primitives/Card';
import { Row, Stack } from '@qa/shared/ui/primitives/layout';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { smallMutedText } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { CourseSummary } from '../../../api/course-types';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { cardRow } from '../../../components/card-row';
import { levelLabel, plural } from '../../../lib/course-format';

// In the card's row: step number, cover (from `md`), facts, then the action.
const facts = { flex: 1, minWidth: 0 } as const;
const factsText = { minWidth: 0 } as const;

const step = {
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: token('radii-full'),
  background: token('colors-brand-50'),
  color: token('colors-brand-fg'),
  fontWeight: token('font-weights-bold'),
} as const;

const cover = {
  display: 'none',
  width: '6rem',
  aspectRatio: 1200 / 630,
  borderRadius: token('radii-md'),
  objectFit: 'cover',
  [mq.md]: { display: 'block' },
} as const;

/** Completed in green, else the percent in the brand's colour. */
const status = (done: boolean) =>
  ({
    margin: 0,
    fontSize: token('font-sizes-sm'),
    fontWeight: token('font-weights-medium'),
    color: token(done ? 'colors-green-700' : 'colors-brand-fg'),
  }) as const;

/** One course of a career path, in its order, with the learner's progress and where to go next. */
export function PathCourseRow({
  course,
  index,
  progress,
  to,
}: {
  course: CourseSummary;
  index: number;
  /** The learner's percent complete, when signed in and started. */
  progress: number | null;
  to: string;
}) {
  const continuing = progress !== null && progress < 100;
  const label = continuing ? 'Continue' : 'View course';
  return (
    <Card as="li">
      <div css={cardRow}>
        <Row gap="4" css={facts}>
          <span aria-hidden="true" css={step}>
            {index + 1}
          </span>
          <img src={course.imageUrl} alt="" css={cover} />
          <Stack gap="1" css={factsText}>
            <CardTitle>{course.title}</CardTitle>
            <p css={smallMutedText}>
              {levelLabel(course.level)} · {plural(course.lecturesCount, 'lecture')} ·{' '}
              {formatDuration(course.durationMinutes)}
              {course.isFree ? ' · Free' : ''}
            </p>
            {progress !== null ? (
              <p css={status(progress >= 100)}>{progress >= 100 ? 'Completed' : `${progress}% complete`}</p>
            ) : null}
          </Stack>
        </Row>
        {/* The accessible name starts with the visible label (speech input users say what they see). */}
        <ButtonLink to={to} variant={continuing ? 'primary' : 'secondary'} aria-label={`${label}: ${course.title}`}>
          {label}
        </ButtonLink>
      </div>
    </Card>
  );
}
