/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState, type ReactNode } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Price } from '@qa/shared/data/prices/Price';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { CoverImage } from '@qa/shared/ui/primitives/Card';
import { PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import type { QaEvent } from '../api/types';
import { formatDate } from '@qa/shared/kernel/format/date';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatClock, formatTime, zoneName } from '@qa/shared/kernel/format/time';
import { endOf, kindLabel, kindTone, placeLabel } from '../event-view';
import { downloadIcs } from '../ics';
import { RegisterAction, RegisterNote } from './RegisterAction';
import { containerStyle, Row, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { overline } from '../../../components/ContentLayout';
import { PersonIntro } from '../../../components/PersonIntro';

const layout = containerStyle(
  `${token('spacing-6')} ${token('spacing-16')}`,
  `${token('spacing-8')} ${token('spacing-20')}`,
);
const h2 = { marginBottom: '0.875rem' } as const;

/** The header: text beside the cover from `xl`, above it below. */
const columns = {
  display: 'grid',
  gap: token('spacing-6'),
  [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px', alignItems: 'start' },
} as const;

const cover = { borderRadius: token('radii-2xl'), overflow: 'hidden' } as const;
const coverRatio = { aspectRatio: '1200 / 630' } as const;
const skeletonRoom = { marginTop: token('spacing-6') } as const;
const articleRoom = { marginTop: 24 } as const;
const titleRoom = { marginBlock: token('spacing-3') } as const;
const leadRoom = { marginBottom: token('spacing-5') } as const;
const facts = {
  display: 'grid',
  gap: 14,
  margin: '0 0 24px',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
} as const;
const factName = overline();
const factValue = { margin: `${token('spacing-0.5')} 0 0`, fontWeight: token('font-weights-semibold') } as const;
/** Agenda beside the speaker from `xl`. */
const body = {
  display: 'grid',
  gap: 40,
  marginTop: 48,
  [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' },
} as const;
/** The agenda hangs from a brand rule on its left. */
const agenda = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderLeft: `2px solid ${token('colors-brand-50')}`,
} as const;
const agendaItem = { padding: '10px 0 10px 16px' } as const;
const agendaTime = {
  minWidth: 76,
  fontWeight: token('font-weights-bold'),
  color: token('colors-brand-600'),
  whiteSpace: 'nowrap',
} as const;
const zoneRoom = { marginTop: token('spacing-2.5') } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt css={factName}>{label}</dt>
      <dd css={factValue}>{children}</dd>
    </div>
  );
}

/** `/events/:slug`: when and where (on the visitor's clock), agenda, speaker, register and calendar. */
export function EventDetails({ event }: { event: QaEvent }) {
  // the page's clock: whether the event has ended is decided once per visit
  const [now] = useState(() => Date.now());
  const start = Date.parse(event.startsAt);
  const ended = endOf(event) <= now;
  return (
    <div css={layout}>
      <BackLink text="All events" to={href('events')} showLogo={false} />
      <article css={articleRoom}>
        <header css={columns}>
          <div>
            <Row gap="2" wrap>
              <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
              {ended ? <Badge tone="neutral">Ended</Badge> : null}
            </Row>
            <PageTitle css={titleRoom}>{event.title}</PageTitle>
            <PageLead css={leadRoom}>{event.description}</PageLead>
            <dl css={facts}>
              <Fact label="Date">
                <time dateTime={event.startsAt}>{formatDate(start, { weekday: true })}</time>
              </Fact>
              <Fact label="Time (your time zone)">
                {formatTime(start)} · {formatDuration(event.durationMinutes)}
              </Fact>
              <Fact label="Where">{placeLabel(event)}</Fact>
              <Fact label="Price">{event.price > 0 ? <Price amount={event.price} /> : 'Free'}</Fact>
            </dl>
            {ended ? (
              <Text tone="muted">This event has ended.</Text>
            ) : (
              <>
                <Row gap="3" wrap>
                  <RegisterAction registrationUrl={event.registrationUrl} />
                  <Button variant="secondary" size="lg" onClick={() => downloadIcs(event)}>
                    Add to calendar
                  </Button>
                </Row>
                <RegisterNote registrationUrl={event.registrationUrl} />
              </>
            )}
          </div>
          <div css={cover}>
            <CoverImage src={event.imageUrl} priority />
          </div>
        </header>
        <div css={body}>
          {event.agenda && event.agenda.length > 0 ? (
            <section aria-labelledby="agenda-title">
              <SectionHeading id="agenda-title" css={h2}>
                Agenda
              </SectionHeading>
              <ol css={agenda}>
                {event.agenda.map((item) => {
                  const at = start + item.startsAfterMinutes * 60_000;
                  return (
                    <Row as="li" key={item.title} gap="4" align="stretch" css={agendaItem}>
                      <time dateTime={new Date(at).toISOString()} css={agendaTime}>
                        {formatClock(at)}
                      </time>
                      <span>{item.title}</span>
                    </Row>
                  );
                })}
              </ol>
              <Text size="sm" tone="muted" css={zoneRoom}>
                Times in {zoneName(start) || 'your time zone'}.
              </Text>
            </section>
          ) : null}
          {event.speaker ? (
            <section aria-labelledby="speaker-title">
              <SectionHeading id="speaker-title" css={h2}>
                Speaker
              </SectionHeading>
              <PersonIntro person={event.speaker} role={event.speaker.role} />
            </section>
          ) : null}
        </div>
      </article>
    </div>
  );
}

export function EventDetailsSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the event" css={layout}>
      <SkeletonBlock h="6" w="30" />
      <div css={[columns, skeletonRoom]}>
        <Stack gap="3">
          <SkeletonBlock h="6" w="22" />
          <SkeletonBlock h="24" />
          <SkeletonBlock h="14" />
          <SkeletonBlock h="28" />
          <SkeletonBlock h="12" w={{ base: '100%', sm: '75' }} />
        </Stack>
        <div css={[cover, coverRatio]}>
          <SkeletonBlock h="100%" rounded="2xl" />
        </div>
      </div>
    </div>
  );
}
