/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { useCompleteLecture } from '../api/complete-lecture';
import type { Lecture } from '../api/lecture';
import type { CourseProgress, QuizSummary } from '../../../api/course-types';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { borderLine, hstack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { Text } from '@qa/shared/ui/primitives/text';

const bar = [
  hstack('spacing-3'),
  {
    justifyContent: 'space-between',
    borderTop: borderLine,
    paddingTop: token('spacing-4'),
  },
];

const completed = { margin: 0, color: token('colors-green-700'), fontWeight: token('font-weights-semibold') } as const;
// A long quiz title wraps inside the button instead of pushing a phone's page sideways.
const quizButton = {
  height: 'auto',
  minHeight: '2.5rem',
  paddingBlock: token('spacing-2'),
  whiteSpace: 'normal',
} as const;

/**
 * Mark complete (signed-in learners with access; "Finish course" on the course's last lecture),
 * the section's quiz once its last lecture is done, and the previous / next lecture.
 */
export function LectureActions({
  lecture,
  progress,
  canComplete,
  quiz,
}: {
  lecture: Lecture;
  progress: CourseProgress | undefined;
  canComplete: boolean;
  /** The quiz that closes this lecture's section (`nextQuizId`), if any. */
  quiz?: QuizSummary;
}) {
  const complete = useCompleteLecture(lecture.courseSlug);
  const done = progress?.completedLectureIds.includes(lecture.id) ?? false;
  const earned = complete.variables === lecture.id ? (complete.data?.pointsEarned ?? 0) : 0;
  const to = (id: number) => href('lecture', { courseSlug: lecture.courseSlug, lectureId: String(id) });
  const offeredQuiz = canComplete && done ? quiz : undefined;
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
            <p role="status" css={completed}>
              ✓ Completed{earned > 0 ? ` · +${earned} points` : ''}
            </p>
          ) : (
            <Button
              variant={lecture.isLast ? 'primary' : 'secondary'}
              aria-busy={complete.isPending || undefined}
              disabled={complete.isPending}
              onClick={() => complete.mutate(lecture.id)}
            >
              <ButtonLoader loading={complete.isPending} text="Saving…">
                {lecture.isLast ? 'Finish course' : 'Mark as complete'}
              </ButtonLoader>
            </Button>
          )
        ) : null}
        {complete.isError ? (
          <Text role="alert" size="sm" tone="danger">
            {complete.error.message}
          </Text>
        ) : null}
        {offeredQuiz ? (
          <ButtonLink to={href('quiz', { courseSlug: lecture.courseSlug, quizId: offeredQuiz.id })} css={quizButton}>
            Take the quiz: {offeredQuiz.title}
          </ButtonLink>
        ) : null}
        {lecture.nextLectureId ? (
          <ButtonLink to={to(lecture.nextLectureId)} variant={offeredQuiz ? 'secondary' : 'primary'}>
            Next lecture →
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}
