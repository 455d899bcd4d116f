import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import { courseFigures } from '../outcome-figures';

export interface CourseCard {
  id: number;
  slug: string;
  title: string;
  summary: string;
  level: string;
  imageUrl: string;
  isFree: boolean;
  rating: number;
  votes: number;
  lecturesCount: number;
  durationMinutes: number;
}

export const courseListKeys = { all: () => ['courses', 'list', 'all'] as const };

/** GET /courses → the catalogue (`{data}`). */
export const getCourses = () => getContentData<CourseCard[]>('main', '/courses');

export const coursesQueryOptions = () => contentQuery(courseListKeys.all(), getCourses, 10);

/** The most reviewed courses first: what learners actually take. */
export function usePopularCourses(count: number) {
  return useQuery({
    ...coursesQueryOptions(),
    select: (courses) => [...courses].sort((a, b) => b.votes - a.votes || b.rating - a.rating).slice(0, count),
  });
}

/** The landing's figures, from the same catalogue query (one request for both sections). */
export function useCourseFigures() {
  return useQuery({ ...coursesQueryOptions(), select: courseFigures });
}
