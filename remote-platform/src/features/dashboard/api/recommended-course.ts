import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { retryOnce } from '@qa/shared/data/retry';
import { courseKeys } from '../../../api/course-keys';
import type { CourseSummary } from '../../../api/course-types';

/** A first course for a learner with nothing in progress, chosen from their questionnaire answers. */
export interface RecommendedCourse {
  course: CourseSummary;
  /** Why this course, in one sentence. */
  reason: string;
}

/** GET /courses/recommended 🔒 → the course and the reason (docs/behaviour.md "Learner pages"). */
export async function getRecommendedCourse(): Promise<RecommendedCourse> {
  const { data } = await mainApi.get<RecommendedCourse>('/courses/recommended');
  return data;
}

export const recommendedCourseQueryOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...courseKeys.all, 'recommended', userId] as const,
    queryFn: getRecommendedCourse,
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

export function useRecommendedCourse() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(recommendedCourseQueryOptions(userId));
}
