import { mainApi } from '@qa/shared/data/api-client';

/** Where a learner stopped in a lecture's video (0 and null when never saved). */
export interface LecturePosition {
  seconds: number;
  updatedAt: string | null;
}

const positionPath = (slug: string, lectureId: number) =>
  `/courses/${encodeURIComponent(slug)}/lectures/${lectureId}/position`;

/** GET /courses/:courseSlug/lectures/:lectureId/position 🔒 → the saved position, from any device. */
export async function getLecturePosition(slug: string, lectureId: number): Promise<LecturePosition> {
  const { data } = await mainApi.get<LecturePosition>(positionPath(slug, lectureId));
  return data;
}

/** PUT /courses/:courseSlug/lectures/:lectureId/position 🔒 `{ seconds }` → 204. */
export async function saveLecturePosition(slug: string, lectureId: number, seconds: number): Promise<void> {
  await mainApi.put(positionPath(slug, lectureId), { seconds });
}
