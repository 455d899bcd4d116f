import { useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import type { CourseLevel, CourseSummary } from '../../../api/course-types';

export interface CareerPath {
  id: number;
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  durationWeeks: number;
  imageUrl: string;
  coursesCount: number;
}

export const pathKeys = {
  list: () => ['paths', 'list'] as const,
  detail: (id: number) => ['paths', 'detail', id] as const,
};

/** GET /paths → the career paths (three). */
export async function getPaths(): Promise<CareerPath[]> {
  const { data } = await mainApi.get<{ data: CareerPath[] }>('/paths');
  return data.data;
}

export const pathsQueryOptions = () => contentQuery(pathKeys.list(), getPaths, 10);

export function usePaths() {
  return useQuery(pathsQueryOptions());
}

export interface CareerPathDetail extends CareerPath {
  courses: CourseSummary[];
}

/** GET /paths/:id → a path with its courses in order; 404 unknown. */
export async function getPath(id: number): Promise<CareerPathDetail> {
  const { data } = await mainApi.get<CareerPathDetail>(`/paths/${id}`);
  return data;
}

export const pathQueryOptions = (id: number) => contentQuery(pathKeys.detail(id), () => getPath(id), 10);

export function usePath(id: number) {
  return useQuery(pathQueryOptions(id));
}
