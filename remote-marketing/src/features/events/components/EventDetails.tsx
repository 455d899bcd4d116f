/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useState, type ReactNode } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Price } from '@qa/shared/data/prices/Price';
import { BackLink } from '@qa/shared/ui/BackLink';
import { Button, buttonStyle, VisuallyHidden } from '@qa/shared/ui/light';
import { color, mq } from '@qa/shared/ui/tokens';
import { Badge } from '../../content/components/ContentLayout';
import type { QaEvent } from '../api/types';
import { formatDate } from '@qa/shared/kernel/format/date';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatClock, formatTime, zoneName } from '@qa/shared/kernel/format/time';
import { endOf, kindLabel, kindTone, placeLabel } from '../event-view';
import { downloadIcs } from '../ics';
import { EVENT_COVER } from './EventCard';

const layout = { maxWidth: 1040, margin: '0 auto', padding: '24px 16px 64px', [mq.md]: { padding: '32px 32px 80px' } };
const h2 = { fontSize: 24, margin: '0 0 14px' } as const;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt css={{ fontSize: 13, fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.3, color: color.muted }}>
        {label}
      </dt>
      <dd css={{ margin: '2px 0 0', fontWeight: 600 }}>{children}</dd>
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
        <header
          css={{
            display: 'grid',
            gap: 28,
            [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px', alignItems: 'start' },
          }}
        >
          <div>
            <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
              {ended ? <Badge tone="grey">Ended</Badge> : null}
            </div>
            <h1 css={{ fontSize: 32, lineHeight: 1.2, margin: '12px 0 12px', [mq.md]: { fontSize: 42 } }}>
              {event.title}
            </h1>
            <p css={{ fontSize: 18, color: color.muted, margin: '0 0 20px' }}>{event.description}</p>
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
              <p css={{ margin: 0, color: color.muted }}>This event has ended.</p>
            ) : (
              <div css={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
                <a
                  href={event.registrationUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  css={buttonStyle('solid', 'lg')}
                >
                  Register for this event
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </a>
                <Button variant="outline" size="lg" onClick={() => downloadIcs(event)}>
                  Add to calendar
                </Button>
              </div>
            )}
          </div>
          <img
            src={event.imageUrl}
            alt=""
            width={EVENT_COVER.width}
            height={EVENT_COVER.height}
            fetchPriority="high"
            css={{
              display: 'block',
              width: '100%',
              height: 'auto',
              aspectRatio: '1200 / 630',
              borderRadius: 16,
              background: '#F4F4F5',
            }}
          />
        </header>
        <div
          css={{ display: 'grid', gap: 40, marginTop: 48, [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' } }}
        >
          {event.agenda && event.agenda.length > 0 ? (
            <section aria-labelledby="agenda-title">
              <h2 id="agenda-title" css={h2}>
                Agenda
              </h2>
              <ol css={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${color.brandSubtle}` }}>
                {event.agenda.map((item) => {
                  const at = start + item.startsAfterMinutes * 60_000;
                  return (
                    <li key={item.title} css={{ display: 'flex', gap: 16, padding: '10px 0 10px 16px' }}>
                      <time
                        dateTime={new Date(at).toISOString()}
                        css={{ minWidth: 76, whiteSpace: 'nowrap', fontWeight: 700, color: color.brandDark }}
                      >
                        {formatClock(at)}
                      </time>
                      <span>{item.title}</span>
                    </li>
                  );
                })}
              </ol>
              <p css={{ color: color.muted, fontSize: 14, margin: '10px 0 0' }}>
                Times in {zoneName(start) || 'your time zone'}.
              </p>
            </section>
          ) : null}
          {event.speaker ? (
            <section aria-labelledby="speaker-title">
              <h2 id="speaker-title" css={h2}>
                Speaker
              </h2>
              <div css={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
                <img
                  src={event.speaker.photoUrl}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                  css={{ borderRadius: '50%', flexShrink: 0, background: '#F4F4F5' }}
                />
                <div>
                  <h3 css={{ fontSize: 19, margin: '4px 0 2px' }}>{event.speaker.name}</h3>
                  <p css={{ margin: '0 0 8px', color: color.muted, fontWeight: 600 }}>{event.speaker.role}</p>
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
  const grey = { background: '#F4F4F5', borderRadius: 8 } as const;
  return (
    <div role="status" aria-busy="true" aria-label="Loading the event" css={layout}>
      <div css={{ ...grey, height: 24, width: 120 }} />
      <div css={{ display: 'grid', gap: 28, marginTop: 24, [mq.xl]: { gridTemplateColumns: 'minmax(0, 1fr) 400px' } }}>
        <div>
          <div css={{ ...grey, height: 24, width: 90 }} />
          <div css={{ ...grey, height: 96, marginTop: 12 }} />
          <div css={{ ...grey, height: 56, marginTop: 12 }} />
          <div css={{ ...grey, height: 110, marginTop: 20 }} />
          <div css={{ ...grey, height: 48, width: 300, marginTop: 24 }} />
        </div>
        <div css={{ ...grey, aspectRatio: '1200 / 630', borderRadius: 16 }} />
      </div>
    </div>
  );
}
