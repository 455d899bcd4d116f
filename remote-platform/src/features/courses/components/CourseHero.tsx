/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/widgets/RatingDisplay';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { PageLead, PageTitle } from '@qa/shared/ui/primitives/heading';
import type { CourseDetail } from '../../../api/course-types';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from '../../../lib/course-format';
import { hstack, stack } from '@qa/shared/ui/chakra/chakra-look/layout';

const facts = [
  hstack('spacing-3'),
  { fontSize: token('font-sizes-sm'), color: token('colors-fg-muted'), [mq.md]: { gap: token('spacing-5') } },
];

export function CourseHero({ course }: { course: CourseDetail }) {
  return (
    <div css={stack('spacing-4')}>
      <div css={hstack('spacing-2')}>
        <Badge>{levelLabel(course.level)}</Badge>
        <Badge tone={course.isFree ? 'success' : 'neutral'}>{course.isFree ? 'Free course' : 'Paid course'}</Badge>
      </div>
      <PageTitle>{course.title}</PageTitle>
      <PageLead>{course.summary}</PageLead>
      <div css={facts}>
        <RatingDisplay rating={course.rating} votes={course.votes} name="Course rating" />
        <span>{plural(course.lecturesCount, 'lecture')}</span>
        <span>{formatDuration(course.durationMinutes)}</span>
        {course.instructor ? <span>by {course.instructor.name}</span> : null}
      </div>
    </div>
  );
}
