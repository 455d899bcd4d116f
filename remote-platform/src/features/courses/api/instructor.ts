import { useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import type { CourseSummary, Instructor } from '../../../api/course-types';

export interface InstructorProfile extends Instructor {
  courses: CourseSummary[];
}

export const instructorKeys = { detail: (id: number) => ['instructors', id] as const };

/** GET /instructors/:id → the instructor with the courses they teach; 404 unknown. */
export async function getInstructor(id: number): Promise<InstructorProfile> {
  const { data } = await mainApi.get<InstructorProfile>(`/instructors/${id}`);
  return data;
}

export const instructorQueryOptions = (id: number) =>
  contentQuery(instructorKeys.detail(id), () => getInstructor(id), 10);

export function useInstructor(id: number) {
  return useQuery(instructorQueryOptions(id));
}
