import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { cmsApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';

export interface EventTeaser {
  id: number;
  slug: string;
  title: string;
  kind: string;
  host: string;
  description: string;
  startsAt: string;
  durationMinutes: number;
  isPast: boolean;
  imageUrl: string;
}

const LIMIT = 20;

export const eventTeaserKeys = { firstPage: () => ['cms', 'events', 'teaser', LIMIT] as const };

/** GET /api/events?page=1&limit=20 (CMS, `{data, meta}`) → the first page of events. */
export async function getEventsFirstPage(): Promise<EventTeaser[]> {
  const { data } = await cmsApi.get<{ data: EventTeaser[] }>('/events', { params: { page: 1, limit: LIMIT } });
  return data.data;
}

export const eventsTeaserQueryOptions = () =>
  queryOptions({
    queryKey: eventTeaserKeys.firstPage(),
    queryFn: getEventsFirstPage,
    staleTime: 5 * 60_000,
    retry: retryOnce,
  });

/** The next `count` events still to come, soonest first (past ones and the past flag left out). */
export function useUpcomingEvents(count: number) {
  return useQuery({
    ...eventsTeaserQueryOptions(),
    select: (events) => {
      const now = Date.now();
      return events
        .filter((event) => !event.isPast && Date.parse(event.startsAt) >= now)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        .slice(0, count);
    },
  });
}
