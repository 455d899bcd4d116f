import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentData } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import { endOf } from '../event-view';
import type { QaEvent } from './types';

/** Every event in one page: the CMS holds a few dozen at most. */
const LIMIT = 100;

export const eventKeys = { list: (limit: number) => ['cms', 'events', 'list', limit] as const };

/** GET /api/events?page=1&limit= (CMS `{data, meta}`) → the first `limit` events (by default every one). */
export async function getEvents(limit = LIMIT): Promise<QaEvent[]> {
  return getContentData<QaEvent[]>('cms', '/events', { page: 1, limit });
}

export const eventsQueryOptions = (limit = LIMIT) => contentQuery(eventKeys.list(limit), () => getEvents(limit));

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
