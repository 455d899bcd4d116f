/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { cardTitleStyle } from '@qa/shared/ui/primitives/heading';
import { EmptyState, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { mq, token } from '@qa/shared/ui/tokens';
import { useCourse } from '../../courses/api/course';
import type { MyCourse } from '../../courses/api/my-courses';
import { formatDuration } from '@qa/shared/kernel/format/duration';

/** White text on brand-600 → brand-700: at least 8:1 at either end of the gradient. */
const band = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-4'),
  padding: token('spacing-5'),
  borderRadius: token('radii-2xl'),
  background: `linear-gradient(135deg, ${token('colors-brand-600')}, ${token('colors-brand-700')})`,
  color: token('colors-white'),
  [mq.md]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between', padding: token('spacing-6') },
} as const;

const text = { display: 'flex', flexDirection: 'column', gap: token('spacing-1'), minWidth: 0 } as const;
const small = { margin: 0, fontSize: token('font-sizes-sm') } as const;
const title = [cardTitleStyle, { color: 'inherit', fontSize: token('font-sizes-xl') }];

/**
 * The one lecture to watch next: the first unfinished lecture of the most recent course in
 * progress, on a brand band with the dashboard's main action. Its title comes with the course's
 * contents; until then a placeholder line keeps the card's height. Nothing to continue (no course
 * started, or none with a lecture left) is an empty state that leads to the catalogue.
 */
export function NextLecture({ inProgress }: { inProgress: MyCourse[] }) {
  const course = inProgress.find((c) => c.nextLectureId !== null);
  if (!course?.nextLectureId)
    return (
      <EmptyState
        title="Nothing in progress"
        headingLevel="h3"
        action={<ButtonLink to={href('courses')}>Find a course</ButtonLink>}
      >
        Start a course and your next lecture will wait for you here.
      </EmptyState>
    );
  return <NextLectureCard course={course} lectureId={course.nextLectureId} />;
}

function NextLectureCard({ course, lectureId }: { course: MyCourse; lectureId: number }) {
  const detail = useCourse(course.slug);
  const lecture = detail.data?.lectures.find((l) => l.id === lectureId);
  return (
    <section aria-label="Next lecture" css={band}>
      <div css={text}>
        <p css={small}>Up next in {course.title}</p>
        {lecture ? (
          <>
            <h3 css={title}>{`${lecture.position}. ${lecture.title}`}</h3>
            <p css={small}>
              {formatDuration(lecture.durationMinutes)} · {course.progress}% of the course done
            </p>
          </>
        ) : detail.isPending ? (
          <SkeletonBlock h="7" w="16rem" />
        ) : (
          <p css={small}>{course.progress}% of the course done</p>
        )}
      </div>
      <ButtonLink variant="inverse" to={href('lecture', { courseSlug: course.slug, lectureId: String(lectureId) })}>
        Continue learning
      </ButtonLink>
    </section>
  );
}
