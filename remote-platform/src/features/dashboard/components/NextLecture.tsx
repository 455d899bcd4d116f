/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { token } from '@qa/shared/ui/styles/tokens';
import type { MyCourse } from '../../courses/public';
import { band, bandNote, bandText, bandTitle } from './band-look';
import { RecommendedCourse } from './RecommendedCourse';

const track = {
  maxWidth: token('sizes-lg'),
  height: token('sizes-2'),
  marginTop: token('spacing-2'),
  background: token('colors-white'),
  borderRadius: token('radii-full'),
  overflow: 'hidden',
} as const;

/** The bar filled to `percent` of the track. */
const bar = (percent: number) =>
  ({ height: '100%', width: `${percent}%`, background: token('colors-brand-500') }) as const;

/**
 * The one lecture to watch next: the first unfinished lecture of the most recent course in
 * progress (`nextLecture` of GET /courses/my-courses), with the course's progress and the
 * dashboard's main action. Nothing to continue: the recommended first course.
 */
export function NextLecture({ inProgress }: { inProgress: MyCourse[] }) {
  const course = inProgress.find((c) => c.nextLecture !== null);
  if (!course?.nextLecture) return <RecommendedCourse />;
  const lecture = course.nextLecture;
  return (
    <section aria-label="Next lecture" css={band}>
      <div css={bandText}>
        <p css={bandNote}>Up next in {course.title}</p>
        <h3 css={bandTitle}>{`${lecture.position}. ${lecture.title}`}</h3>
        <p css={bandNote}>Lecture · {formatMediaLength(lecture.durationSeconds)}</p>
        <div
          role="progressbar"
          aria-label={`Progress in ${course.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={course.progress}
          css={track}
        >
          <div css={bar(course.progress)} />
        </div>
        <p css={bandNote}>{course.progress}% of the course done</p>
      </div>
      <ButtonLink size="lg" to={href('lecture', { courseSlug: course.slug, lectureId: String(lecture.id) })}>
        Continue
      </ButtonLink>
    </section>
  );
}
