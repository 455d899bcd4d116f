import { useQuery, type QueryClient } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import { courseKeys } from '../../../api/course-keys';
import type { CourseDetail } from '../../../api/course-types';

/** GET /courses/:courseSlug → the course with its description, instructor and lectures; 404 unknown. */
export async function getCourse(slug: string): Promise<CourseDetail> {
  return getContent<CourseDetail>('main', `/courses/${encodeURIComponent(slug)}`);
}

export const courseQueryOptions = (slug: string) => contentQuery(courseKeys.detail(slug), () => getCourse(slug));

export function useCourse(slug: string) {
  return useQuery(courseQueryOptions(slug));
}

/** Hover or focus on a course card: fetch the course now so opening it is instant. */
export function prefetchCourse(queryClient: QueryClient, slug: string): void {
  void queryClient.prefetchQuery(courseQueryOptions(slug));
}
