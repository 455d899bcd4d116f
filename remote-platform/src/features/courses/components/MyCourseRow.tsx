/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Card } from '@qa/shared/ui/primitives/Card';
import { cardTitleStyle } from '@qa/shared/ui/primitives/heading';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import type { MyCourse } from '../api/my-courses';
import { cardRow } from '../../../components/card-row';
import { levelLabel } from '../../../lib/course-format';

// On the light layer: a learner's list and dashboard repeat this row, and Chakra resolves each
// styled element's props at render time (docs/architecture.md "The light layer's styles").
const facts = [stack('spacing-2'), { flex: 1, minWidth: 0 }];
const titleLink = { color: 'inherit', '&:hover': { color: token('colors-brand-fg') } } as const;

const progressBar = (done: boolean, progress: number) =>
  ({
    height: token('sizes-full'),
    width: `${progress}%`,
    background: token(done ? 'colors-green-500' : 'colors-brand-500'),
  }) as const;

const progressNote = {
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg-muted'),
  marginTop: token('spacing-1'),
} as const;

const cover = {
  width: token('sizes-full'),
  aspectRatio: 1200 / 630,
  borderRadius: token('radii-lg'),
  objectFit: 'cover',
  [mq.sm]: { width: token('sizes-40') },
} as const;

const level = {
  fontSize: token('font-sizes-xs'),
  fontWeight: token('font-weights-semibold'),
  color: token('colors-brand-fg'),
  textTransform: 'uppercase',
} as const;

const track = {
  height: token('sizes-2'),
  background: token('colors-gray-100'),
  borderRadius: token('radii-full'),
  overflow: 'hidden',
} as const;

/** A started course: cover, title, a progress bar and "Continue" to the next unfinished lecture. */
export function MyCourseRow({ course, headingLevel = 'h2' }: { course: MyCourse; headingLevel?: 'h2' | 'h3' }) {
  const done = course.progress >= 100;
  const target = course.nextLectureId
    ? href('lecture', { courseSlug: course.slug, lectureId: String(course.nextLectureId) })
    : href('course', { courseSlug: course.slug });
  const Heading = headingLevel;
  return (
    <Card>
      <div css={cardRow}>
        <img src={course.imageUrl} alt="" css={cover} />
        <div css={facts}>
          <p css={level}>{levelLabel(course.level)}</p>
          <Heading css={cardTitleStyle}>
            <Link to={href('course', { courseSlug: course.slug })} css={titleLink}>
              {course.title}
            </Link>
          </Heading>
          <div>
            <div
              role="progressbar"
              aria-label={`${course.title} progress`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={course.progress}
              css={track}
            >
              <div css={progressBar(done, course.progress)} />
            </div>
            <p css={progressNote}>{done ? 'Completed' : `${course.progress}% complete`}</p>
          </div>
        </div>
        <ButtonLink
          to={target}
          variant={done ? 'secondary' : 'primary'}
          aria-label={`${done ? 'Review' : 'Continue'} ${course.title}`}
        >
          {done ? 'Review' : 'Continue'}
        </ButtonLink>
      </div>
    </Card>
  );
}
