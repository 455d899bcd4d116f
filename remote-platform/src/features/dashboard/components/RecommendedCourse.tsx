/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { EmptyState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { token } from '@qa/shared/ui/styles/tokens';
import { levelLabel, plural } from '../../../lib/course-format';
import { useRecommendedCourse } from '../api/recommended-course';
import { band, bandNote, bandText, bandTitle } from './band-look';

/** Why this course, in the text's own colour: it reads first, before the facts. */
const reasonNote = [bandNote, { color: token('colors-fg') }];

/**
 * Nothing in progress: the first course the learner's questionnaire answers point to, and why.
 * Without a recommendation (the call failed) the catalogue is the way on.
 */
export function RecommendedCourse() {
  const recommended = useRecommendedCourse();
  if (recommended.isPending)
    return (
      <Loading label="Loading a recommended course">
        <SkeletonBlock h="32" rounded="2xl" />
      </Loading>
    );
  if (!recommended.data)
    return (
      <EmptyState
        title="Nothing in progress"
        headingLevel="h3"
        action={<ButtonLink to={href('courses')}>Find a course</ButtonLink>}
      >
        Start a course and your next lecture will wait for you here.
      </EmptyState>
    );
  const { course, reason } = recommended.data;
  return (
    <section aria-label="Recommended first course" css={band}>
      <div css={bandText}>
        <h3 css={bandTitle}>Recommended first course: {course.title}</h3>
        <p css={reasonNote}>{reason}</p>
        <p css={bandNote}>
          {levelLabel(course.level)} · {plural(course.lecturesCount, 'lecture')} ·{' '}
          {formatDuration(course.durationMinutes)}
        </p>
      </div>
      <ButtonLink size="lg" to={href('course', { courseSlug: course.slug })}>
        Start course
      </ButtonLink>
    </section>
  );
}
