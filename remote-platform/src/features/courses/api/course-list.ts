import { useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import { courseKeys } from '../../../api/course-keys';
import type { CourseSummary } from '../../../api/course-types';

/** GET /courses → every course (ten); the catalogue filters them in the browser. */
export async function getCourses(): Promise<CourseSummary[]> {
  const { data } = await mainApi.get<{ data: CourseSummary[] }>('/courses');
  return data.data;
}

export const coursesQueryOptions = () => contentQuery(courseKeys.list(), getCourses);

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
