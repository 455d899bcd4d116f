import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { courseKeys } from '../../../api/course-keys';
import type { CourseSummary } from '../../../api/course-types';

/** GET /courses → every course (ten); the catalogue filters them in the browser. */
export async function getCourses(): Promise<CourseSummary[]> {
  const { data } = await mainApi.get<{ data: CourseSummary[] }>('/courses');
  return data.data;
}

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: courseKeys.list(), queryFn: getCourses, staleTime: 5 * 60_000 });

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
