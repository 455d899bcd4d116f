import { useQuery } from '@qa/shared/kernel/query/react-query';
import type { CourseSummary } from '@qa/shared/kernel/contracts/course';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';

/**
 * The course catalogue, read by the landing's popular courses and figures and the platform's
 * catalogue under one cache entry: a visitor who scrolled the landing opens `/courses` with its
 * data already there.
 */
export const courseCatalogueKeys = { list: () => ['courses', 'list'] as const };

/** GET /courses → every course, as the catalogue lists them. */
export const getCourseCatalogue = () => getContentData<CourseSummary[]>('main', '/courses');

export const courseCatalogueQueryOptions = () => contentQuery(courseCatalogueKeys.list(), getCourseCatalogue, 10);

export function useCourseCatalogue() {
  return useQuery(courseCatalogueQueryOptions());
}
