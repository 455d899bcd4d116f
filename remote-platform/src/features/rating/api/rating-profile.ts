import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { retryOnce } from '@qa/shared/data/retry';
import type { RatingEntry } from './rating-board';

export interface Certificate {
  id: number;
  userId: number;
  courseId: number;
  courseSlug: string;
  courseTitle: string;
  code: string;
  issuedAt: string;
}

/** A learner's line on the board, with the certificates they earned. */
export interface RatingProfile extends RatingEntry {
  certificates: Certificate[];
}

export const ratingKeys = { profile: (id: number) => ['rating', 'profile', id] as const };

/** GET /rating/:id → a learner's public card with certificates; 404 for a learner without points. */
export async function getRatingProfile(id: number): Promise<RatingProfile> {
  return getContent<RatingProfile>('main', `/rating/${id}`);
}

export const ratingProfileQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: ratingKeys.profile(id ?? 0),
    queryFn: () => getRatingProfile(id as number),
    enabled: id !== null,
    retry: retryOnce,
  });

export function useRatingProfile(id: number | null) {
  return useQuery(ratingProfileQueryOptions(id));
}
