import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { useEvent } from '../features/events/api/event';
import { EventDetails, EventDetailsSkeleton } from '../features/events/components/EventDetails';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { eventQueryOptions } from '../features/events/api/event';
import { PageContainer, Stack } from '@qa/shared/ui/primitives/layout';

/** `/events/:slug`: one event; an unknown slug is the site's not-found page. */
export default function EventPage() {
  const { slug = '' } = useParams();
  const event = useEvent(slug);
  usePageMeta(
    event.data
      ? {
          title: event.data.title,
          description: event.data.description,
          image: event.data.imageUrl,
          path: href('event', { slug: event.data.slug }),
          type: 'article',
        }
      : null,
  );
  if (event.isPending) return <EventDetailsSkeleton />;
  if (isNotFound(event.error)) return <NotFound />;
  if (event.isError)
    return (
      <PageContainer>
        <Stack gap="4">
          <PageTitle>Event</PageTitle>
          <ErrorState title="The event could not be loaded" error={event.error} onRetry={() => void event.refetch()} />
        </Stack>
      </PageContainer>
    );
  return <EventDetails event={event.data} />;
}

/** The event starts loading with the page's code (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.slug ? queryClient.prefetchQuery(eventQueryOptions(params.slug)) : undefined;
