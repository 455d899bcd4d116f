import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';

export interface CareerPathTeaser {
  id: number;
  slug: string;
  title: string;
  description: string;
  level: string;
  durationWeeks: number;
  imageUrl: string;
  coursesCount: number;
}

export const careerPathKeys = { list: () => ['paths', 'list'] as const };

/** GET /paths → the career paths (`{data}`). */
export async function getCareerPaths(): Promise<CareerPathTeaser[]> {
  const { data } = await mainApi.get<{ data: CareerPathTeaser[] }>('/paths');
  return data.data;
}

export const careerPathsQueryOptions = () =>
  queryOptions({ queryKey: careerPathKeys.list(), queryFn: getCareerPaths, staleTime: 10 * 60_000, retry: retryOnce });

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
