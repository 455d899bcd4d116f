import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getWithSession } from '@qa/shared/data/lazy-api-client';
import { learnerQuery } from '@qa/shared/data/content-query';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
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
export const getMyCourses = async () => (await getWithSession<{ data: MyCourse[] }>('/courses/my-courses')).data;

export const myCoursesQueryOptions = (userId: number | null) =>
  learnerQuery(userId, courseKeys.mine(userId), getMyCourses);

export function useMyCourses() {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(myCoursesQueryOptions(userId));
}
