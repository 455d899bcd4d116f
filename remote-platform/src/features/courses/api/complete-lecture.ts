import { useMutation, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { courseKeys } from '../../../api/course-keys';
import type { CourseProgress, LectureCompletion } from '../../../api/course-types';

/** POST /courses/:courseSlug/lectures/:lectureId/complete 🔒 → the new progress and the points earned. */
export async function completeLecture(slug: string, lectureId: number): Promise<LectureCompletion> {
  const { data } = await mainApi.post<LectureCompletion>(
    `/courses/${encodeURIComponent(slug)}/lectures/${lectureId}/complete`,
  );
  return data;
}

/**
 * Marks a lecture done; the answer becomes the course's progress at once, "my courses" refetch later,
 * and a new access token (points earned) puts the new score in the header, drawer and dashboard.
 */
export function useCompleteLecture(slug: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: (lectureId: number) => completeLecture(slug, lectureId),
    onSuccess: ({ courseId, percent, completedLectureIds, passedQuizIds, certificateId, accessToken }) => {
      queryClient.setQueryData<CourseProgress>(courseKeys.progress(slug, userId), (known) => ({
        courseId,
        percent,
        completedLectureIds,
        passedQuizIds: passedQuizIds ?? known?.passedQuizIds,
        certificateId,
      }));
      if (accessToken) useAuthStore.getState().replaceAccessToken(accessToken);
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine(userId) });
    },
  });
}
