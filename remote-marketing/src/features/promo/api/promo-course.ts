import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import type { CourseSummary, Instructor, LectureSummary } from '@qa/shared/kernel/contracts/course';
import { contentQuery } from '@qa/shared/data/content-query';

/** GET /courses/:courseSlug as the promo page reads it: the course, its instructor and its lectures. */
export interface PromoCourse extends CourseSummary {
  description: string;
  instructor: Instructor | null;
  lectures: Pick<LectureSummary, 'id' | 'position' | 'title' | 'durationSeconds' | 'isFreePreview'>[];
}

export const promoCourseKeys = { detail: (slug: string) => ['courses', 'detail', slug] as const };

/** GET /courses/:courseSlug (main API) → the course with its lectures and instructor; 404 unknown. */
export async function getPromoCourse(slug: string): Promise<PromoCourse> {
  return getContent<PromoCourse>('main', `/courses/${encodeURIComponent(slug)}`);
}

export const promoCourseQueryOptions = (slug: string) =>
  contentQuery(promoCourseKeys.detail(slug), () => getPromoCourse(slug), 10);

export function usePromoCourse(slug: string) {
  return useQuery(promoCourseQueryOptions(slug));
}
