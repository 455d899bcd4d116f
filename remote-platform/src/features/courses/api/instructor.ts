import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { CourseSummary, Instructor } from '../../../api/course-types';

export interface InstructorProfile extends Instructor {
  courses: CourseSummary[];
}

export const instructorKeys = { detail: (id: number) => ['instructors', id] as const };

/** GET /instructors/:id → the instructor with the courses they teach; 404 unknown. */
export async function getInstructor(id: number): Promise<InstructorProfile> {
  return getContent<InstructorProfile>('main', `/instructors/${id}`);
}

export const instructorQueryOptions = (id: number) =>
  contentQuery(instructorKeys.detail(id), () => getInstructor(id), 10);

export function useInstructor(id: number) {
  return useQuery(instructorQueryOptions(id));
}
