import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { useSubscriptionClick } from '@qa/shared/kernel/subscriptions/use-subscription-click';
import { Button, chakra, Stack, Text } from '@qa/shared/ui/kit';
import { usePlans } from '@qa/shared/data/plans';
import type { CourseDetail, CourseProgress } from '../api/types';
import { nextLecture, type CourseAccess } from '../hooks/use-course-access';

const ButtonLink = chakra(Link);

/**
 * The call to action by state: anonymous → the subscription-click flow (free course: sign up;
 * paid: sign up then checkout); signed in without access → the checkout popup; with access →
 * start, or continue at the next unfinished lecture. `data-personal`: in a prerendered copy of the
 * page (an anonymous visitor's), it waits for the real page when the visitor has a session.
 */
export function CourseCta({
  course,
  access,
  progress,
}: {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}) {
  const subscriptionClick = useSubscriptionClick();
  const plans = usePlans();
  const freePlan = plans.data?.find((plan) => plan.isFree);
  const paidPlan = plans.data?.find((plan) => !plan.isFree);
  const next = nextLecture(course.lectures, progress);
  const started = (progress?.completedLectureIds.length ?? 0) > 0;

  if (access === 'open' && next) {
    const label = progress?.percent === 100 ? 'Watch again' : started ? 'Continue learning' : 'Start course';
    return (
      <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }} data-personal="">
        <Button asChild colorPalette="brand" size="lg">
          <ButtonLink to={href('lecture', { courseSlug: course.slug, lectureId: String(next.id) })}>{label}</ButtonLink>
        </Button>
        {started ? (
          <Text fontSize="sm" color="fg.muted">
            Next: {next.title}
          </Text>
        ) : null}
      </Stack>
    );
  }
  const plan = access === 'anonymous' && course.isFree ? freePlan : paidPlan;
  const label = access === 'anonymous' ? (course.isFree ? 'Start for free' : 'Subscribe to start') : 'Get full access';
  return (
    <Stack gap="2" align={{ base: 'stretch', sm: 'flex-start' }} data-personal="">
      <Button
        colorPalette="brand"
        size="lg"
        loading={access === 'checking' || plans.isPending}
        disabled={!plan}
        onClick={() => plan && subscriptionClick(plan)}
      >
        {label}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {access === 'locked'
          ? 'This course is part of the paid plans. The first lecture is a free preview.'
          : course.isFree
            ? 'Free with an account. No card needed.'
            : 'Included in every paid plan. The first lecture is a free preview.'}
      </Text>
    </Stack>
  );
}
