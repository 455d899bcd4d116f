import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { retryOnce } from '../../page-state/api/retry';
import { courseKeys } from './course-keys';
import type { LectureSummary } from './types';

export interface Lecture extends LectureSummary {
  courseId: number;
  courseSlug: string;
  videoUrl: string | null;
  captionsUrl: string | null;
  /** HTML; shown through SafeHtml only. */
  body: string;
  previousLectureId: number | null;
  nextLectureId: number | null;
}

/** GET /courses/:courseSlug/lectures/:lectureId → one lecture with its video, text and neighbours. */
export async function getLecture(slug: string, lectureId: number): Promise<Lecture> {
  const { data } = await mainApi.get<Lecture>(`/courses/${encodeURIComponent(slug)}/lectures/${lectureId}`);
  return data;
}

export const lectureQueryOptions = (slug: string, lectureId: number) =>
  queryOptions({
    queryKey: courseKeys.lecture(slug, lectureId),
    queryFn: () => getLecture(slug, lectureId),
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** Previous/next keep showing the lecture on screen until the new one arrives (no page spinner). */
export function useLecture(slug: string, lectureId: number) {
  return useQuery({ ...lectureQueryOptions(slug, lectureId), placeholderData: keepPreviousData });
}
