import { useMutation, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { courseKeys } from './course-keys';
import type { CourseProgress } from './types';

/** POST /courses/:courseSlug/lectures/:lectureId/complete 🔒 → the new progress. */
export async function completeLecture(slug: string, lectureId: number): Promise<CourseProgress> {
  const { data } = await mainApi.post<CourseProgress>(
    `/courses/${encodeURIComponent(slug)}/lectures/${lectureId}/complete`,
  );
  return data;
}

/** Marks a lecture done; the answer becomes the course's progress at once, "my courses" refetch later. */
export function useCompleteLecture(slug: string) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: (lectureId: number) => completeLecture(slug, lectureId),
    onSuccess: (progress) => {
      queryClient.setQueryData(courseKeys.progress(slug, userId), progress);
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine(userId) });
    },
  });
}
