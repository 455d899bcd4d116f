import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { retryOnce } from '@qa/shared/data/retry';
import { courseKeys } from '../../../api/course-keys';
import type { CourseSummary } from '../../../api/course-types';

export interface MyCourse extends CourseSummary {
  /** Percent complete, whole number. */
  progress: number;
  /** Where "continue" goes: the first lecture not completed. */
  nextLectureId: number | null;
  /** That lecture, for the dashboard's card; null when every lecture is complete. */
  nextLecture: { id: number; title: string; durationSeconds: number; position: number } | null;
  certificateId: number | null;
  completedLecturesCount: number;
}

/** GET /courses/my-courses 🔒 → the courses the learner has started, with progress. */
export async function getMyCourses(): Promise<MyCourse[]> {
  const { data } = await mainApi.get<{ data: MyCourse[] }>('/courses/my-courses');
  return data.data;
}

export const myCoursesQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: courseKeys.mine(userId),
    queryFn: getMyCourses,
    enabled: userId !== null,
    retry: retryOnce,
  });

export function useMyCourses() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(myCoursesQueryOptions(userId));
}
