import { useQuery } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';

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

export const careerPathsQueryOptions = () => contentQuery(careerPathKeys.list(), getCareerPaths, 10);

export function useCareerPaths() {
  return useQuery(careerPathsQueryOptions());
}
