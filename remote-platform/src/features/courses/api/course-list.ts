import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import { courseKeys } from '../../../api/course-keys';
import type { CourseSummary } from '../../../api/course-types';

/** GET /courses → every course (ten); the catalogue filters them in the browser. */
export const getCourses = () => getContentData<CourseSummary[]>('main', '/courses');

export const coursesQueryOptions = () => contentQuery(courseKeys.list(), getCourses);

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
