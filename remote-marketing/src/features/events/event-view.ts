/** How an event reads: its times in the visitor's own time zone, its type, its price. */
import { formatPrice } from '@qa/shared/kernel/subscriptions/format-price';
import type { QaEvent } from './api/types';

export const endOf = (event: Pick<QaEvent, 'startsAt' | 'durationMinutes'>) =>
  Date.parse(event.startsAt) + event.durationMinutes * 60_000;

/** 'Tue, 1 Dec 2026' in the visitor's locale and time zone. */
export const eventDay = (iso: string | number) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/** '18:00' (or '6:00 PM'): the visitor's clock. */
export const clockTime = (at: number) =>
  new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

/** The visitor's zone as the locale names it ('CET', 'GMT+1'), for the start time. */
export const zoneName = (at: number) =>
  new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** '18:00 – 19:30 CET': start and end on the visitor's clock with their zone. */
export function timeRange(event: Pick<QaEvent, 'startsAt' | 'durationMinutes'>): string {
  const start = Date.parse(event.startsAt);
  return `${clockTime(start)} – ${clockTime(endOf(event))} ${zoneName(start)}`.trim();
}

export const KIND_LABELS: Record<string, string> = { webinar: 'Webinar', workshop: 'Workshop', meetup: 'Meetup' };
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
export const kindTone = (kind: string) =>
  (({ webinar: 'brand', workshop: 'green', meetup: 'amber' }) as const)[kind as 'webinar'] ?? 'grey';

export const priceLabel = (price: number) => (price > 0 ? formatPrice(price) : 'Free');
export const placeLabel = (event: Pick<QaEvent, 'isOnline' | 'location'>) =>
  event.isOnline ? 'Online' : (event.location ?? 'In person');
