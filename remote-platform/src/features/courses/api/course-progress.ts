import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getWithSession } from '@qa/shared/data/lazy-api-client';
import { learnerQuery } from '@qa/shared/data/content-query';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { courseKeys } from '../../../api/course-keys';
import type { CourseProgress } from '../../../api/course-types';

/** GET /courses/:courseSlug/progress 🔒 → the signed-in learner's completed lectures and percent. */
export const getCourseProgress = (slug: string) =>
  getWithSession<CourseProgress>(`/courses/${encodeURIComponent(slug)}/progress`);

export const courseProgressQueryOptions = (slug: string, userId: number | null) =>
  learnerQuery(userId, courseKeys.progress(slug, userId), () => getCourseProgress(slug));

/** Only for a signed-in learner; anonymous visitors have no progress (the query stays idle). */
export function useCourseProgress(slug: string) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(courseProgressQueryOptions(slug, userId));
}
