import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Mentor } from './types';

export const mentorKeys = { byId: (id: string) => ['cms', 'mentorship', 'one', id] as const };

/** GET /api/mentorship/:id → one mentor; an id that is not a number is a 404 without asking. */
export async function getMentor(id: string): Promise<Mentor> {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new ApiError('There is no such mentor.', 'http', 404);
  return getContentData<Mentor>('cms', `/mentorship/${id}`);
}

export const mentorQueryOptions = (id: string) => contentQuery(mentorKeys.byId(id), () => getMentor(id), 10);

export function useMentor(id: string) {
  return useQuery(mentorQueryOptions(id));
}
