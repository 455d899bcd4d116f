import { useQuery } from '@qa/shared/kernel/query/react-query';
import { cmsApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Mentor } from './types';

const LIMIT = 100;

export const mentorKeys = { list: () => ['cms', 'mentorship', 'list', LIMIT] as const };

/** GET /api/mentorship?page=1&limit=100 → every mentor, in the CMS's order. */
export async function getMentors(): Promise<Mentor[]> {
  const { data } = await cmsApi.get<{ data: Mentor[] }>('/mentorship', { params: { page: 1, limit: LIMIT } });
  return data.data;
}

export const mentorsQueryOptions = () => contentQuery(mentorKeys.list(), getMentors, 10);

export function useMentors() {
  return useQuery(mentorsQueryOptions());
}
