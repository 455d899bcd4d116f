import { useQuery } from '@qa/shared/kernel/query/react-query';
import type { CareerPath } from '@qa/shared/kernel/contracts/course';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';

/** The career paths' list, read by the landing's teaser and the platform's pages (one cache entry). */
export const careerPathKeys = { list: () => ['paths', 'list'] as const };

/** GET /paths → the career paths. */
export const getCareerPaths = () => getContentData<CareerPath[]>('main', '/paths');

export const careerPathsQueryOptions = () => contentQuery(careerPathKeys.list(), getCareerPaths, 10);

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
