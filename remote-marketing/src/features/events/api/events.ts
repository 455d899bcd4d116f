import { queryOptions, useQuery } from '@qa/shared/kernel/query/react-query';
import { cmsApi } from '@qa/shared/data/api-client';
import { retryOnce } from '@qa/shared/data/retry';
import { endOf } from '../event-view';
import type { QaEvent } from './types';

/** Every event in one page: the CMS holds a few dozen at most. */
const LIMIT = 100;

export const eventKeys = { list: () => ['cms', 'events', 'list', LIMIT] as const };

/** GET /api/events?page=1&limit=100 (CMS `{data, meta}`) → every event. */
export async function getEvents(): Promise<QaEvent[]> {
  const { data } = await cmsApi.get<{ data: QaEvent[] }>('/events', { params: { page: 1, limit: LIMIT } });
  return data.data;
}

export const eventsQueryOptions = () =>
  queryOptions({ queryKey: eventKeys.list(), queryFn: getEvents, staleTime: 5 * 60_000, retry: retryOnce });

export interface EventsByTime {
  /** Not ended yet, soonest first. */
  upcoming: QaEvent[];
  /** Ended, most recent first. */
  past: QaEvent[];
}

/** The events split by the clock (not the stored flag, which ages), each half in reading order. */
export function splitByTime(events: QaEvent[], now = Date.now()): EventsByTime {
  const start = (event: QaEvent) => Date.parse(event.startsAt);
  return {
    upcoming: events.filter((event) => endOf(event) > now).sort((a, b) => start(a) - start(b)),
    past: events.filter((event) => endOf(event) <= now).sort((a, b) => start(b) - start(a)),
  };
}

export function useEvents() {
  return useQuery({ ...eventsQueryOptions(), select: (events) => splitByTime(events) });
}
