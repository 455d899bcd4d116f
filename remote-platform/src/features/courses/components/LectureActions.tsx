import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Button, chakra, HStack, Text } from '@qa/shared/ui/kit';
import { useCompleteLecture } from '../api/complete-lecture';
import type { Lecture } from '../api/lecture';
import type { CourseProgress } from '../api/types';

const NavLink = chakra(Link);

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
    <HStack justify="space-between" gap="3" wrap="wrap" borderTopWidth="1px" borderColor="border" pt="4">
      {lecture.previousLectureId ? (
        <Button asChild variant="outline">
          <NavLink to={to(lecture.previousLectureId)}>← Previous</NavLink>
        </Button>
      ) : (
        <span />
      )}
      <HStack gap="3" wrap="wrap">
        {canComplete ? (
          done ? (
            <Text color="green.700" fontWeight="semibold" role="status">
              ✓ Completed{earned > 0 ? ` · +${earned} points` : ''}
            </Text>
          ) : (
            <Button
              colorPalette="brand"
              variant="subtle"
              loading={complete.isPending}
              loadingText="Saving…"
              onClick={() => complete.mutate(lecture.id)}
            >
              Mark as complete
            </Button>
          )
        ) : null}
        {complete.isError ? (
          <Text role="alert" color="red.600" fontSize="sm">
            {complete.error.message}
          </Text>
        ) : null}
        {lecture.nextLectureId ? (
          <Button asChild colorPalette="brand">
            <NavLink to={to(lecture.nextLectureId)}>Next lecture →</NavLink>
          </Button>
        ) : null}
      </HStack>
    </HStack>
  );
}
