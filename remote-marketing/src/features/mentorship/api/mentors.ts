import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Mentor } from './types';

const LIMIT = 100;

export const mentorKeys = { list: () => ['cms', 'mentorship', 'list', LIMIT] as const };

/** GET /api/mentorship?page=1&limit=100 → every mentor, in the CMS's order. */
export async function getMentors(): Promise<Mentor[]> {
  return getContentData<Mentor[]>('cms', '/mentorship', { page: 1, limit: LIMIT });
}

export const mentorsQueryOptions = () => contentQuery(mentorKeys.list(), getMentors, 10);

export function useMentors() {
  return useQuery(mentorsQueryOptions());
}
