/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatStart } from '@qa/shared/kernel/format/time';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardGrid, CardLink, cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { bodyLines, cardFooter, textLink } from '../../../components/ContentLayout';
import { kindLabel, kindTone } from '../../events/public';
import { useUpcomingEvents } from '../api/upcoming-events';
import { LandingSection } from './LandingSection';

const COUNT = 3;

export function UpcomingEvents() {
  const events = useUpcomingEvents(COUNT);
  return (
    <LandingSection
      id="events"
      title="Upcoming workshops and events"
      lead="Live sessions with practising QA engineers: ask your questions in person."
      more={{ to: href('events'), label: 'All events' }}
      tinted
    >
      {events.isPending ? (
        <Loading label="Loading events">
          <div css={cardGridStyle(COUNT)}>
            {Array.from({ length: COUNT }, (_, key) => (
              <SkeletonBlock key={key} h="50" rounded="2xl" />
            ))}
          </div>
        </Loading>
      ) : events.isError ? (
        <ErrorState
          title="Events could not be loaded"
          error={events.error}
          onRetry={() => void events.refetch()}
          headingLevel="h3"
        />
      ) : events.data.length === 0 ? (
        <EmptyState title="No events scheduled right now" headingLevel="h3">
          New workshops are announced every month.{' '}
          <Link to={href('events')} css={textLink}>
            See past events
          </Link>
        </EmptyState>
      ) : (
        <CardGrid columns={COUNT}>
          {events.data.map((event) => (
            <Card as="li" key={event.id} linked>
              <div>
                <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
              </div>
              <CardTitle>
                <CardLink to={href('event', { slug: event.slug })}>{event.title}</CardLink>
              </CardTitle>
              <Text weight="semibold" css={bodyLines}>
                <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time>
              </Text>
              <Text tone="muted" css={bodyLines}>
                {event.description}
              </Text>
              <p css={cardFooter}>Hosted by {event.host}</p>
            </Card>
          ))}
        </CardGrid>
      )}
    </LandingSection>
  );
}
