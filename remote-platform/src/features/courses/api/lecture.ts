import { keepPreviousData, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { courseKeys } from '../../../api/course-keys';
import type { LectureSummary } from '../../../api/course-types';

export interface Lecture extends LectureSummary {
  courseId: number;
  courseSlug: string;
  videoUrl: string | null;
  captionsUrl: string | null;
  /** HTML; shown through SafeHtml only. */
  body: string;
  previousLectureId: number | null;
  nextLectureId: number | null;
  /** The course's last lecture: its main action is "Finish course". */
  isLast: boolean;
  /** The quiz that closes this lecture's section, when this is the section's last lecture. */
  nextQuizId: number | null;
}

/**
 * GET /courses/:courseSlug/lectures/:lectureId → one lecture with its video, text and neighbours;
 * 403 `{message}` for a lecture the caller may not watch (the message says how to unlock it).
 */
export async function getLecture(slug: string, lectureId: number): Promise<Lecture> {
  const { data } = await mainApi.get<Lecture>(`/courses/${encodeURIComponent(slug)}/lectures/${lectureId}`);
  return data;
}

export const lectureQueryOptions = (slug: string, lectureId: number, userId: number | null) =>
  contentQuery(courseKeys.lecture(slug, lectureId, userId), () => getLecture(slug, lectureId));

/**
 * Previous/next keep showing the lecture on screen until the new one arrives (no page spinner).
 * `enabled` is false for a lecture the page already knows is locked: nothing to ask for.
 */
export function useLecture(slug: string, lectureId: number, enabled: boolean) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery({ ...lectureQueryOptions(slug, lectureId, userId), placeholderData: keepPreviousData, enabled });
}
