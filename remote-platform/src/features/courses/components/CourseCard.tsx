/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useQueryClient } from '@qa/shared/kernel/query/react-query';
import { href } from '@qa/shared/kernel/routing/route-table';
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/styles/tokens';
import { prefetchCourse } from '../api/course';
import type { CourseSummary } from '../../../api/course-types';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from '../../../lib/course-format';

const facts = {
  display: 'flex',
  alignItems: 'center',
  gap: token('spacing-3'),
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg-muted'),
} as const;

const summary = {
  margin: 0,
  fontSize: token('font-sizes-sm'),
  color: token('colors-fg-muted'),
  flex: 1,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
} as const;

const badges = { display: 'flex', gap: token('spacing-2') } as const;

/**
 * A catalogue card (in an `<li>` of a `CardGrid`): its title link covers the card; hovering or
 * focusing it fetches the course ahead. The kit's light primitives: the catalogue is a light page.
 */
export function CourseCard({
  course,
  headingLevel = 'h2',
  eager = false,
}: {
  course: CourseSummary;
  headingLevel?: 'h2' | 'h3';
  /** The first row is above the fold: its covers (the page's largest paint) load at once. */
  eager?: boolean;
}) {
  const queryClient = useQueryClient();
  const prefetch = () => prefetchCourse(queryClient, course.slug);
  return (
    <Card linked cover={<CoverImage src={course.imageUrl} priority={eager} />}>
      <div css={badges}>
        <Badge tone={course.isFree ? 'success' : 'brand'}>{course.isFree ? 'Free' : 'Paid'}</Badge>
        <Badge tone="neutral">{levelLabel(course.level)}</Badge>
      </div>
      <CardTitle as={headingLevel}>
        <CardLink to={href('course', { courseSlug: course.slug })} onMouseEnter={prefetch} onFocus={prefetch}>
          {course.title}
        </CardLink>
      </CardTitle>
      <p css={summary}>{course.summary}</p>
      <RatingDisplay rating={course.rating} votes={course.votes} name={`${course.title} rating`} size={14} />
      <div css={facts}>
        <span>{plural(course.lecturesCount, 'lecture')}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDuration(course.durationMinutes)}</span>
      </div>
    </Card>
  );
}
