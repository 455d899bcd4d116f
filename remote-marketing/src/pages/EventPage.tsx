import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { ItemPageStates } from '../components/ItemPageStates';
import { eventQueryOptions, useEvent } from '../features/events/api/event';
import { EventDetails, EventDetailsSkeleton } from '../features/events/components/EventDetails';

/** `/events/:slug`: one event; an unknown slug is the site's not-found page. */
export default function EventPage() {
  const { slug = '' } = useParams();
  return (
    <ItemPageStates
      query={useEvent(slug)}
      meta={(event) => ({
        title: event.title,
        description: event.description,
        image: event.imageUrl,
        path: href('event', { slug: event.slug }),
        type: 'article',
      })}
      skeleton={<EventDetailsSkeleton />}
      pageTitle="Event"
      errorTitle="The event could not be loaded"
    >
      {(event) => <EventDetails event={event} />}
    </ItemPageStates>
  );
}

/** The event starts loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.slug ? queryClient.prefetchQuery(eventQueryOptions(params.slug)) : undefined;
