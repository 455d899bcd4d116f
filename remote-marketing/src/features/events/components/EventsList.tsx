/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { EmptyState, ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { cardGrid, container, PageIntro, textLink } from '../../content/components/ContentLayout';
import { useEvents } from '../api/events';
import type { QaEvent } from '../api/types';
import { EventCard } from './EventCard';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={{ marginTop: 40 }}>
      <h2 id={id} css={{ fontSize: 26, margin: '0 0 20px' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const Cards = ({ events, past = false }: { events: QaEvent[]; past?: boolean }) => (
  <ul css={cardGrid()}>
    {events.map((event, index) => (
      <li key={event.id}>
        <EventCard event={event} past={past} eager={!past && index < 3} />
      </li>
    ))}
  </ul>
);

/** `/events`: what is coming (soonest first), then what has been (latest first). */
export function EventsList() {
  const events = useEvents();
  return (
    <>
      <PageIntro
        title="Workshops & Events"
        lead="Live webinars, hands-on workshops and meetups with practising QA engineers. Times are shown in your time zone."
      />
      <div css={{ ...container, paddingBottom: 64 }}>
        {events.isPending ? (
          <Section id="events-upcoming" title="Upcoming events">
            <Loading label="Loading events">
              <div css={cardGrid()}>
                {[0, 1, 2].map((key) => (
                  <Skeleton key={key} height={420} radius={16} />
                ))}
              </div>
            </Loading>
          </Section>
        ) : events.isError ? (
          <div css={{ marginTop: 40 }}>
            <ErrorState title="Events could not be loaded" error={events.error} onRetry={() => void events.refetch()} />
          </div>
        ) : (
          <>
            <Section id="events-upcoming" title="Upcoming events">
              {events.data.upcoming.length > 0 ? (
                <Cards events={events.data.upcoming} />
              ) : (
                <EmptyState title="No events scheduled right now" level={3}>
                  New workshops are announced every month.{' '}
                  <Link to={href('posts')} css={textLink}>
                    Read the blog
                  </Link>{' '}
                  meanwhile.
                </EmptyState>
              )}
            </Section>
            {events.data.past.length > 0 ? (
              <Section id="events-past" title="Past events">
                <Cards events={events.data.past} past />
              </Section>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
