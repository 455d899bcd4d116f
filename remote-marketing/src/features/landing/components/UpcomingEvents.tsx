/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatStart } from '@qa/shared/kernel/format/time';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { color } from '@qa/shared/ui/tokens';
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { useUpcomingEvents } from '../api/upcoming-events';
import { cardGrid, cardLink, LandingSection } from './LandingSection';

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
          <div css={cardGrid(COUNT)}>
            {Array.from({ length: COUNT }, (_, key) => (
              <Skeleton key={key} height={200} radius={16} />
            ))}
          </div>
        </Loading>
      ) : events.isError ? (
        <ErrorState
          title="Events could not be loaded"
          error={events.error}
          onRetry={() => void events.refetch()}
          level={3}
        />
      ) : events.data.length === 0 ? (
        <EmptyState title="No events scheduled right now" level={3}>
          New workshops are announced every month.{' '}
          <Link to={href('events')} css={{ color: color.brandDark }}>
            See past events
          </Link>
        </EmptyState>
      ) : (
        <ul css={cardGrid(COUNT)}>
          {events.data.map((event) => (
            <li key={event.id}>
              <Link to={href('event', { slug: event.slug })} css={{ ...cardLink, padding: 22, gap: 10 }}>
                <span
                  css={{
                    alignSelf: 'flex-start',
                    padding: '3px 10px',
                    borderRadius: 999,
                    fontSize: 12,
                    fontWeight: 700,
                    textTransform: 'uppercase',
                    letterSpacing: 0.4,
                    background: color.brandSubtle,
                    color: color.brandDark,
                  }}
                >
                  {event.kind}
                </span>
                <h3 css={{ fontWeight: 700, fontSize: 19, margin: 0 }}>{event.title}</h3>
                <p css={{ margin: 0, fontWeight: 600 }}>
                  <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time>
                </p>
                <p css={{ margin: 0, color: color.muted, lineHeight: 1.5 }}>{event.description}</p>
                <p css={{ margin: 'auto 0 0', fontSize: 14, color: color.muted }}>Hosted by {event.host}</p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </LandingSection>
  );
}
