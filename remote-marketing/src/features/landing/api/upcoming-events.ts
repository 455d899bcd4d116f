import { useQuery } from '@qa/shared/kernel/query/react-query';
import { eventsQueryOptions } from '../../events/public';

/** The landing reads the first page only: enough to find the next few. */
const LIMIT = 20;

/** The next `count` events still to come, soonest first (past ones and the past flag left out). */
export function useUpcomingEvents(count: number) {
  return useQuery({
    ...eventsQueryOptions(LIMIT),
    select: (events) => {
      const now = Date.now();
      return events
        .filter((event) => !event.isPast && Date.parse(event.startsAt) >= now)
        .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
        .slice(0, count);
    },
  });
}
