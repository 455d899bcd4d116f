import { keepPreviousData, queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { getContent } from '@qa/shared/data/content-read';
import { retryOnce } from '@qa/shared/data/retry';

export interface RatingEntry {
  position: number;
  userId: number;
  fullName: string;
  profilePhotoUrl: string | null;
  country: string | null;
  score: number;
}

export interface RatingBoard {
  data: RatingEntry[];
  meta: { page: number; limit: number; total: number };
}

/** Learners per page of the board. */
export const RATING_PAGE_SIZE = 10;

export const ratingBoardKeys = { page: (page: number) => ['rating', 'board', page] as const };

/** GET /rating?page=&limit= → one page of the board. */
export async function getRatingBoard(page: number): Promise<RatingBoard> {
  return getContent<RatingBoard>('main', '/rating', { page, limit: RATING_PAGE_SIZE });
}

/** Paging keeps the current page on screen until the next one arrives. */
export function useRatingBoard(page: number) {
  return useQuery({
    ...queryOptions({ queryKey: ratingBoardKeys.page(page), queryFn: () => getRatingBoard(page), retry: retryOnce }),
    placeholderData: keepPreviousData,
  });
}
