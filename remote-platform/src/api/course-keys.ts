import { courseCatalogueKeys } from '@qa/shared/data/course-catalogue';

/** Query keys of every course endpoint, in one tree so a completion can refresh what depends on it. */
export const courseKeys = {
  all: ['courses'] as const,
  /** The catalogue's list, the kit's key (the landing reads the same entry). */
  list: courseCatalogueKeys.list,
  detail: (slug: string) => ['courses', 'detail', slug] as const,
  /** Per user: what the API sends depends on who may watch (a locked lecture is 403). */
  lecture: (slug: string, lectureId: number, userId: number | null) =>
    ['courses', 'lecture', slug, lectureId, userId] as const,
  progress: (slug: string, userId: number | null) => ['courses', 'progress', slug, userId] as const,
  mine: (userId: number | null) => ['courses', 'mine', userId] as const,
};
