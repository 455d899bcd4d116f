/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { LongCardGrid } from '@qa/shared/ui/primitives/LongCardGrid';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/styles/tokens';
import { container, PageIntro, textLink } from '../../../components/ContentLayout';
import { useEvents } from '../api/events';
import type { QaEvent } from '../api/types';
import { EventCard } from './EventCard';

const sectionRoom = { marginTop: token('spacing-10') } as const;
const titleRoom = { marginBottom: token('spacing-5') } as const;
const page = { ...container, paddingBottom: token('spacing-16') } as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={sectionRoom}>
      <SectionHeading id={id} css={titleRoom}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}

const Cards = ({ events, past = false }: { events: QaEvent[]; past?: boolean }) => (
  <LongCardGrid>
    {events.map((event, index) => (
      <li key={event.id}>
        <EventCard event={event} past={past} eager={!past && index < 3} />
      </li>
    ))}
  </LongCardGrid>
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
      <div css={page}>
        {events.isPending ? (
          <Section id="events-upcoming" title="Upcoming events">
            <Loading label="Loading events">
              <div css={cardGridStyle()}>
                {[0, 1, 2].map((key) => (
                  <SkeletonBlock key={key} h="105" rounded="2xl" />
                ))}
              </div>
            </Loading>
          </Section>
        ) : events.isError ? (
          <div css={sectionRoom}>
            <ErrorState title="Events could not be loaded" error={events.error} onRetry={() => void events.refetch()} />
          </div>
        ) : (
          <>
            <Section id="events-upcoming" title="Upcoming events">
              {events.data.upcoming.length > 0 ? (
                <Cards events={events.data.upcoming} />
              ) : (
                <EmptyState title="No events scheduled right now" headingLevel="h3">
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
