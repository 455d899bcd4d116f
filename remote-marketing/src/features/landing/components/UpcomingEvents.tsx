/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatStart } from '@qa/shared/kernel/format/time';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardGrid, CardLink, cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
import { bodyLines, cardFooter, textLink } from '../../../components/ContentLayout';
import { kindLabel, kindTone } from '../../events/public';
import { useUpcomingEvents } from '../api/upcoming-events';
import { LandingSection } from './LandingSection';

const COUNT = 3;

const noEventsYet = (
  <>
    New workshops are announced every month.{' '}
    <Link to={href('events')} css={textLink}>
      See past events
    </Link>
  </>
);

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
      <QueryStates
        query={events}
        loadingLabel="Loading events"
        skeleton={
          <div css={cardGridStyle(COUNT)}>
            <SkeletonBlocks count={COUNT} h="50" rounded="2xl" />
          </div>
        }
        errorTitle="Events could not be loaded"
        empty={{ title: 'No events scheduled right now', body: noEventsYet }}
        headingLevel="h3"
      >
        {(upcoming) => (
          <CardGrid columns={COUNT}>
            {upcoming.map((event) => (
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
      </QueryStates>
    </LandingSection>
  );
}
