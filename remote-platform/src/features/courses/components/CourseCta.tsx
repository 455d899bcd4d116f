/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { mq } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { usePlans } from '@qa/shared/data/plans';
import type { CourseDetail, CourseProgress } from '../../../api/course-types';
import { nextLecture, type CourseViewProps } from '../hooks/use-course-access';
import { ButtonLoader } from '@qa/shared/ui/chakra/chakra-look/ButtonLoader';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { CourseFinished } from './CourseFinished';

/** The button full width on a phone, its own width from `sm` on (Chakra's `align={{ base: 'stretch', sm: 'flex-start' }}`). */
const column = [stack('spacing-2'), { alignItems: 'stretch', [mq.sm]: { alignItems: 'flex-start' } }];

/**
 * The call to action by state: anonymous → the subscription-click flow (free course: sign up;
 * paid: sign up then checkout); signed in without access → the checkout popup; with access →
 * start, or continue at the next unfinished lecture (then at a quiz not passed yet); finished (a
 * certificate) → the certificate and the path's next course. `data-personal`: in a prerendered copy of the
 * page (an anonymous visitor's), it waits for the real page when the visitor has a session.
 */
export function CourseCta({ course, access, progress }: CourseViewProps) {
  const subscriptionClick = useSubscriptionClick();
  const plans = usePlans();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const freePlan = plans.data?.find((plan) => plan.isFree);
  const paidPlan = plans.data?.find((plan) => !plan.isFree);
  const next = nextLecture(course.lectures, progress);
  const started = (progress?.completedLectureIds.length ?? 0) > 0;

  if (userId !== null && progress?.certificateId)
    return (
      <div css={column} data-personal="">
        <CourseFinished
          certificateTo={href('certificate', { userId, certificateId: progress.certificateId })}
          nextCourse={course.nextCourse}
        />
      </div>
    );
  if (access === 'open' && next) {
    const quiz = quizLeft(course, progress);
    const label = progress?.percent === 100 ? 'Watch again' : started ? 'Continue learning' : 'Start course';
    return (
      <div css={column} data-personal="">
        <ButtonLink
          size="lg"
          to={
            quiz
              ? href('quiz', { courseSlug: course.slug, quizId: String(quiz.id) })
              : href('lecture', { courseSlug: course.slug, lectureId: String(next.id) })
          }
        >
          {label}
        </ButtonLink>
        {started ? <p css={smallMutedText}>Next: {quiz?.title ?? next.title}</p> : null}
      </div>
    );
  }
  const plan = access === 'anonymous' && course.isFree ? freePlan : paidPlan;
  const label = access === 'anonymous' ? (course.isFree ? 'Start for free' : 'Subscribe to start') : 'Get full access';
  const loading = access === 'checking' || plans.isPending;
  return (
    <div css={column} data-personal="">
      <Button
        size="lg"
        aria-busy={loading || undefined}
        disabled={loading || !plan}
        onClick={() => plan && subscriptionClick(plan)}
      >
        <ButtonLoader loading={loading}>{label}</ButtonLoader>
      </Button>
      <p css={smallMutedText}>
        {access === 'locked'
          ? 'This course is part of the paid plans. The first lecture is a free preview.'
          : course.isFree
            ? 'Free with an account. No card needed.'
            : 'Included in every paid plan. The first lecture is a free preview.'}
      </p>
    </div>
  );
}

/** Every lecture done but a quiz not passed yet: that quiz is what is left. */
function quizLeft(course: CourseDetail, progress: CourseProgress | undefined) {
  if (!progress || progress.percent === 100) return undefined;
  if (course.lectures.some((lecture) => !progress.completedLectureIds.includes(lecture.id))) return undefined;
  return course.quizzes.find((quiz) => !progress.passedQuizIds?.includes(quiz.id));
}
