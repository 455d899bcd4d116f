import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { CareerPath } from '@qa/shared/kernel/contracts/course';
import { careerPathKeys } from '@qa/shared/data/career-paths';
import type { CourseSummary } from '../../../api/course-types';

export type { CareerPath } from '@qa/shared/kernel/contracts/course';

export const pathKeys = {
  list: careerPathKeys.list,
  detail: (id: number) => ['paths', 'detail', id] as const,
};

/** The list is the kit's (the landing's teaser reads the same cache entry). */
export { careerPathsQueryOptions as pathsQueryOptions, useCareerPaths as usePaths } from '@qa/shared/data/career-paths';

export interface CareerPathDetail extends CareerPath {
  courses: CourseSummary[];
}

/** GET /paths/:id → a path with its courses in order; 404 unknown. */
export async function getPath(id: number): Promise<CareerPathDetail> {
  return getContent<CareerPathDetail>('main', `/paths/${id}`);
}

export const pathQueryOptions = (id: number) => contentQuery(pathKeys.detail(id), () => getPath(id), 10);

export function usePath(id: number) {
  return useQuery(pathQueryOptions(id));
}
