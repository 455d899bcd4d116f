import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { QaEvent } from './types';

export const eventKeys = { bySlug: (slug: string) => ['cms', 'events', 'one', slug] as const };

/** GET /api/events/:slug → one event; 404 for an unknown slug. */
export async function getEvent(slug: string): Promise<QaEvent> {
  return getContentData<QaEvent>('cms', `/events/${encodeURIComponent(slug)}`);
}

export const eventQueryOptions = (slug: string) => contentQuery(eventKeys.bySlug(slug), () => getEvent(slug));

export function useEvent(slug: string) {
  return useQuery(eventQueryOptions(slug));
}
