/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Row } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines, cardFooter } from '../../../components/ContentLayout';
import type { QaEvent } from '../api/types';
import { Price } from '@qa/shared/data/prices/Price';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { formatStart } from '@qa/shared/kernel/format/time';
import { kindLabel, kindTone, placeLabel } from '../event-view';

const faded = { filter: 'grayscale(0.6)' } as const;

export function EventCard({ event, past = false, eager = false }: { event: QaEvent; past?: boolean; eager?: boolean }) {
  const cover = <CoverImage src={event.imageUrl} priority={eager} />;
  return (
    <Card
      linked
      // a past event's cover fades to grey: it is there to be read about, not booked
      cover={past ? <div css={faded}>{cover}</div> : cover}
    >
      <Row gap="2" wrap>
        <Badge tone={kindTone(event.kind)}>{kindLabel(event.kind)}</Badge>
        {past ? <Badge tone="neutral">Ended</Badge> : null}
      </Row>
      <CardTitle>
        <CardLink to={href('event', { slug: event.slug })}>{event.title}</CardLink>
      </CardTitle>
      <Text weight="semibold" css={bodyLines}>
        <time dateTime={event.startsAt}>{formatStart(event.startsAt)}</time> · {formatDuration(event.durationMinutes)}
      </Text>
      <Text tone="muted" css={bodyLines}>
        {event.description}
      </Text>
      <p css={cardFooter}>
        {event.speaker?.name ?? event.host} · {placeLabel(event)} ·{' '}
        {event.price > 0 ? <Price amount={event.price} /> : 'Free'}
      </p>
    </Card>
  );
}
