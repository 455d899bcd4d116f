/** @jsxImportSource @qa/shared/ui/light-jsx */
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { color } from '@qa/shared/ui/tokens';
import { Badge, card, stretchedLink } from '../../content/components/ContentLayout';
import type { QaEvent } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatStart } from '@qa/shared/kernel/format/time';
import { kindLabel, kindTone, placeLabel } from '../event-view';

export const EVENT_COVER = { width: 1200, height: 630 } as const;

export function EventCard({ event, past = false, eager = false }: { event: QaEvent; past?: boolean; eager?: boolean }) {
  return (
    <article css={{ ...card, ...(past ? { background: '#FAFAFA' } : {}) }}>
      <img
        src={event.imageUrl}
        alt=""
        width={EVENT_COVER.width}
        height={EVENT_COVER.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        css={{
          display: 'block',
          width: '100%',
          height: 'auto',
          aspectRatio: '1200 / 630',
          background: '#F4F4F5',
          filter: past ? 'grayscale(0.6)' : 'none',
        }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 10, padding: 20, flex: 1 }}>
        <div css={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
          <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
          {past ? <Badge tone="grey">Ended</Badge> : null}
        </div>
        <h3 css={{ fontSize: 19, lineHeight: 1.3, margin: 0 }}>
          <Link to={href('event', { slug: event.slug })} css={stretchedLink}>
            {event.title}
          </Link>
        </h3>
        <p css={{ margin: 0, fontWeight: 600 }}>
          <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time> · {formatDuration(event.durationMinutes)}
        </p>
        <p css={{ margin: 0, color: color.muted, lineHeight: 1.5 }}>{event.description}</p>
        <p css={{ margin: 'auto 0 0', paddingTop: 6, fontSize: 14, color: color.muted }}>
          {event.speaker?.name ?? event.host} · {placeLabel(event)} ·{' '}
          {event.price > 0 ? <Price amount={event.price} /> : 'Free'}
        </p>
      </div>
    </article>
  );
}
