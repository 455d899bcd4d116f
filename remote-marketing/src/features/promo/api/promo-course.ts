import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';

export interface PromoCourse {
  id: number;
  slug: string;
  title: string;
  summary: string;
  description: string;
  level: string;
  imageUrl: string;
  isFree: boolean;
  rating: number;
  votes: number;
  lecturesCount: number;
  /** What taking the course takes: videos, texts and quizzes. */
  durationMinutes: number;
  /** The course's videos alone, whole minutes rounded down. */
  videoMinutes: number;
  instructor: { id: number; name: string; title: string; bio: string; photoUrl: string } | null;
  lectures: { id: number; position: number; title: string; durationSeconds: number; isFreePreview: boolean }[];
}

export const promoCourseKeys = { detail: (slug: string) => ['courses', 'detail', slug] as const };

/** GET /courses/:courseSlug (main API) → the course with its lectures and instructor; 404 unknown. */
export async function getPromoCourse(slug: string): Promise<PromoCourse> {
  const { data } = await mainApi.get<PromoCourse>(`/courses/${encodeURIComponent(slug)}`);
  return data;
}

export const promoCourseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: promoCourseKeys.detail(slug),
    queryFn: () => getPromoCourse(slug),
    staleTime: 10 * 60_000,
    retry: retryOnce,
  });

export function usePromoCourse(slug: string) {
  return useQuery(promoCourseQueryOptions(slug));
}
