import { useQuery } from '@qa/shared/kernel/query/react-query';
import { courseCatalogueQueryOptions } from '@qa/shared/data/course-catalogue';
import { courseFigures } from '../outcome-figures';

/** The most reviewed courses first: what learners actually take. */
export function usePopularCourses(count: number) {
  return useQuery({
    ...courseCatalogueQueryOptions(),
    select: (courses) => [...courses].sort((a, b) => b.votes - a.votes || b.rating - a.rating).slice(0, count),
  });
}

/** The landing's figures, from the same catalogue query (one request for both sections). */
export function useCourseFigures() {
  return useQuery({ ...courseCatalogueQueryOptions(), select: courseFigures });
}
