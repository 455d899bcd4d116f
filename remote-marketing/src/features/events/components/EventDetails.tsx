/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState, type ReactNode } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Price } from '@qa/shared/data/prices/Price';
import { BackLink } from '@qa/shared/ui/BackLink';
import { mq, token } from '@qa/shared/ui/tokens';
import { Button } from '@qa/shared/ui/primitives/Button';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle, PageLead, PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import type { QaEvent } from '../api/types';
import { formatDate } from '@qa/shared/kernel/format/date';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatClock, formatTime, zoneName } from '@qa/shared/kernel/format/time';
import { endOf, kindLabel, kindTone, placeLabel } from '../event-view';
import { downloadIcs } from '../ics';
import { RegisterAction, RegisterNote } from './RegisterAction';
import { containerStyle } from '@qa/shared/ui/primitives/layout';

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

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt
        css={{
          fontSize: token('font-sizes-xs'),
          fontWeight: token('font-weights-bold'),
          textTransform: 'uppercase',
          letterSpacing: token('letter-spacings-wide'),
          color: token('colors-fg-muted'),
        }}
      >
        {label}
      </dt>
      <dd css={{ margin: `${token('spacing-0.5')} 0 0`, fontWeight: token('font-weights-semibold') }}>{children}</dd>
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
      <article css={{ marginTop: 24 }}>
        <header css={columns}>
          <div>
            <div css={{ display: 'flex', gap: token('spacing-2'), flexWrap: 'wrap' }}>
              <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
              {ended ? <Badge tone="neutral">Ended</Badge> : null}
            </div>
            <PageTitle css={{ marginBlock: token('spacing-3') }}>{event.title}</PageTitle>
            <PageLead css={{ marginBottom: token('spacing-5') }}>{event.description}</PageLead>
            <dl
              css={{
                display: 'grid',
                gap: 14,
                margin: '0 0 24px',
                [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
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
              <p css={{ margin: 0, color: token('colors-fg-muted') }}>This event has ended.</p>
            ) : (
              <>
                <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                  <RegisterAction registrationUrl={event.registrationUrl} />
                  <Button variant="secondary" size="lg" onClick={() => downloadIcs(event)}>
                    Add to calendar
                  </Button>
                </div>
                <RegisterNote registrationUrl={event.registrationUrl} />
              </>
            )}
          </div>
          <div css={cover}>
            <CoverImage src={event.imageUrl} priority />
          </div>
        </header>
        <div
          css={{ display: 'grid', gap: 40, marginTop: 48, [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' } }}
        >
          {event.agenda && event.agenda.length > 0 ? (
            <section aria-labelledby="agenda-title">
              <SectionHeading id="agenda-title" css={h2}>
                Agenda
              </SectionHeading>
              <ol
                css={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${token('colors-brand-50')}` }}
              >
                {event.agenda.map((item) => {
                  const at = start + item.startsAfterMinutes * 60_000;
                  return (
                    <li key={item.title} css={{ display: 'flex', gap: 16, padding: '10px 0 10px 16px' }}>
                      <time
                        dateTime={new Date(at).toISOString()}
                        css={{
                          minWidth: 76,
                          whiteSpace: 'nowrap',
                          fontWeight: token('font-weights-bold'),
                          color: token('colors-brand-600'),
                        }}
                      >
                        {formatClock(at)}
                      </time>
                      <span>{item.title}</span>
                    </li>
                  );
                })}
              </ol>
              <p
                css={{
                  color: token('colors-fg-muted'),
                  fontSize: token('font-sizes-sm'),
                  margin: `${token('spacing-2.5')} 0 0`,
                }}
              >
                Times in {zoneName(start) || 'your time zone'}.
              </p>
            </section>
          ) : null}
          {event.speaker ? (
            <section aria-labelledby="speaker-title">
              <SectionHeading id="speaker-title" css={h2}>
                Speaker
              </SectionHeading>
              <div css={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                <img
                  src={event.speaker.photoUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  css={{ borderRadius: token('radii-full'), flexShrink: 0, background: token('colors-gray-100') }}
                />
                <div>
                  <CardTitle css={{ margin: `${token('spacing-1')} 0 ${token('spacing-0.5')}` }}>
                    {event.speaker.name}
                  </CardTitle>
                  <p
                    css={{
                      margin: `0 0 ${token('spacing-2')}`,
                      color: token('colors-fg-muted'),
                      fontWeight: token('font-weights-semibold'),
                    }}
                  >
                    {event.speaker.role}
                  </p>
                  <p css={{ margin: 0, lineHeight: 1.6 }}>{event.speaker.bio}</p>
                </div>
              </div>
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
      <div css={[columns, { marginTop: token('spacing-6') }]}>
        <div css={{ display: 'flex', flexDirection: 'column', gap: token('spacing-3') }}>
          <SkeletonBlock h="6" w="22" />
          <SkeletonBlock h="24" />
          <SkeletonBlock h="14" />
          <SkeletonBlock h="28" />
          <SkeletonBlock h="12" w={{ base: '100%', sm: '75' }} />
        </div>
        <div css={[cover, { aspectRatio: '1200 / 630' }]}>
          <SkeletonBlock h="100%" rounded="2xl" />
        </div>
      </div>
    </div>
  );
}
