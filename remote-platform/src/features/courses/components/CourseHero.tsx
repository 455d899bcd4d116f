/** @jsxImportSource @qa/shared/ui/light-jsx */
import { RatingDisplay } from '@qa/shared/ui/RatingDisplay';
import { mq } from '@qa/shared/ui/tokens';
import type { CourseDetail } from '../api/types';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from './course-format';
import { heading, hstack, mutedText, stack } from '@qa/shared/ui/chakra-look/layout';
import { badge, token } from '@qa/shared/ui/chakra-look/tokens';

/** Chakra's `Heading size={{ base: '2xl', md: '4xl' }} lineHeight="1.15"`. */
const title = [heading('2xl', '4xl'), { lineHeight: 1.15, [mq.md]: { lineHeight: 1.15 } }];

const summary = [
  mutedText,
  { fontSize: token('font-sizes-md'), maxWidth: token('sizes-3xl'), [mq.md]: { fontSize: token('font-sizes-lg') } },
];

const facts = [
  hstack('spacing-3'),
  { fontSize: token('font-sizes-sm'), color: token('colors-fg-muted'), [mq.md]: { gap: token('spacing-5') } },
];

export function CourseHero({ course }: { course: CourseDetail }) {
  return (
    <div css={stack('spacing-4')}>
      <div css={hstack('spacing-2')}>
        <span css={[badge, { background: token('colors-brand-50'), color: token('colors-brand-fg') }]}>
          {levelLabel(course.level)}
        </span>
        <span
          css={[
            badge,
            course.isFree
              ? { background: token('colors-green-subtle'), color: token('colors-green-fg') }
              : { background: token('colors-gray-100'), color: token('colors-gray-800') },
          ]}
        >
          {course.isFree ? 'Free course' : 'Paid course'}
        </span>
      </div>
      <h1 css={title}>{course.title}</h1>
      <p css={summary}>{course.summary}</p>
      <div css={facts}>
        <RatingDisplay rating={course.rating} votes={course.votes} name="Course rating" />
        <span>{plural(course.lecturesCount, 'lecture')}</span>
        <span>{formatDuration(course.durationMinutes)}</span>
        {course.instructor ? <span>by {course.instructor.name}</span> : null}
      </div>
    </div>
  );
}
