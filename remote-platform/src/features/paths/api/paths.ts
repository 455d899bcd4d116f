import { queryOptions, useQuery } from '@tanstack/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import type { CourseLevel } from '../../courses/api/types';

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

export const pathsQueryOptions = () =>
  queryOptions({ queryKey: pathKeys.list(), queryFn: getPaths, staleTime: 10 * 60_000 });

export function usePaths() {
  return useQuery(pathsQueryOptions());
}
