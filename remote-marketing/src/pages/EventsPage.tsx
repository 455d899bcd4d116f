import { href } from '@qa/shared/kernel/routing/route-table';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { EventsList } from '../features/events/components/EventsList';

/** `/events`: upcoming and past workshops, webinars and meetups. */
export default function EventsPage() {
  usePageMeta({
    title: 'Workshops & Events',
    description:
      'Live QA webinars, hands-on workshops and meetups with practising engineers: Playwright, API testing, performance and careers.',
    path: href('events'),
  });
  return <EventsList />;
}
