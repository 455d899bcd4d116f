/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { token } from '@qa/shared/ui/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { cardFooter } from '../../../components/ContentLayout';
import type { QaEvent } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatStart } from '@qa/shared/kernel/format/time';
import { kindLabel, kindTone, placeLabel } from '../event-view';

export function EventCard({ event, past = false, eager = false }: { event: QaEvent; past?: boolean; eager?: boolean }) {
  const cover = <CoverImage src={event.imageUrl} priority={eager} />;
  return (
    <Card
      linked
      // a past event's cover fades to grey: it is there to be read about, not booked
      cover={past ? <div css={{ filter: 'grayscale(0.6)' }}>{cover}</div> : cover}
    >
      <div css={{ display: 'flex', gap: token('spacing-2'), flexWrap: 'wrap' }}>
        <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
        {past ? <Badge tone="neutral">Ended</Badge> : null}
      </div>
      <CardTitle>
        <CardLink to={href('event', { slug: event.slug })}>{event.title}</CardLink>
      </CardTitle>
      <p css={{ margin: 0, fontWeight: token('font-weights-semibold') }}>
        <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time> · {formatDuration(event.durationMinutes)}
      </p>
      <p css={{ margin: 0, color: token('colors-fg-muted'), lineHeight: 1.5 }}>{event.description}</p>
      <p css={cardFooter}>
        {event.speaker?.name ?? event.host} · {placeLabel(event)} ·{' '}
        {event.price > 0 ? <Price amount={event.price} /> : 'Free'}
      </p>
    </Card>
  );
}
