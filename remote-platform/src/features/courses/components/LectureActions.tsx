/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { useCompleteLecture } from '../api/complete-lecture';
import type { Lecture } from '../api/lecture';
import type { CourseProgress } from '../api/types';
import { ButtonLoader } from '@qa/shared/ui/chakra-look/ButtonLoader';
import { borderLine, hstack } from '@qa/shared/ui/chakra-look/layout';
import { token } from '@qa/shared/ui/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';

const bar = [
  hstack('spacing-3'),
  {
    justifyContent: 'space-between',
    borderTop: borderLine,
    paddingTop: token('spacing-4'),
  },
];

/** Mark complete (signed-in learners with access) and the previous / next lecture. */
export function LectureActions({
  lecture,
  progress,
  canComplete,
}: {
  lecture: Lecture;
  progress: CourseProgress | undefined;
  canComplete: boolean;
}) {
  const complete = useCompleteLecture(lecture.courseSlug);
  const done = progress?.completedLectureIds.includes(lecture.id) ?? false;
  const earned = complete.variables === lecture.id ? (complete.data?.pointsEarned ?? 0) : 0;
  const to = (id: number) => href('lecture', { courseSlug: lecture.courseSlug, lectureId: String(id) });
  return (
    <div css={bar}>
      {lecture.previousLectureId ? (
        <ButtonLink to={to(lecture.previousLectureId)} variant="secondary">
          ← Previous
        </ButtonLink>
      ) : (
        <span />
      )}
      <div css={hstack('spacing-3')}>
        {canComplete ? (
          done ? (
            <p
              role="status"
              css={{ margin: 0, color: token('colors-green-700'), fontWeight: token('font-weights-semibold') }}
            >
              ✓ Completed{earned > 0 ? ` · +${earned} points` : ''}
            </p>
          ) : (
            <Button
              variant="secondary"
              aria-busy={complete.isPending || undefined}
              disabled={complete.isPending}
              onClick={() => complete.mutate(lecture.id)}
            >
              <ButtonLoader loading={complete.isPending} text="Saving…">
                Mark as complete
              </ButtonLoader>
            </Button>
          )
        ) : null}
        {complete.isError ? (
          <p role="alert" css={{ margin: 0, color: token('colors-red-600'), fontSize: token('font-sizes-sm') }}>
            {complete.error.message}
          </p>
        ) : null}
        {lecture.nextLectureId ? <ButtonLink to={to(lecture.nextLectureId)}>Next lecture →</ButtonLink> : null}
      </div>
    </div>
  );
}
