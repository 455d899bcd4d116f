/** How an event reads: its times in the visitor's own time zone, its type and place. */
import type { QaEvent } from './api/types';
import type { BadgeTone } from '@qa/shared/ui/primitives/Badge';

export const endOf = (event: Pick<QaEvent, 'startsAt' | 'durationMinutes'>) =>
  Date.parse(event.startsAt) + event.durationMinutes * 60_000;

/**
 * Whose clock the times are read on: the browser's locale and time zone unless given (tests pin
 * them, as every visitor's differ).
 */
export interface VisitorClock {
  locale?: string;
  timeZone?: string;
}

/** 'Tue, 1 Dec 2026' in the visitor's locale and time zone. */
export const eventDay = (iso: string | number, { locale, timeZone }: VisitorClock = {}) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(new Date(iso));

/** '18:00' (or '6:00 PM'): the visitor's clock. */
export const clockTime = (at: number, { locale, timeZone }: VisitorClock = {}) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));

/** The visitor's zone as the locale names it ('CET', 'GMT+1'), for the start time. */
export const zoneName = (at: number, { locale, timeZone }: VisitorClock = {}) =>
  new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone })
    .formatToParts(new Date(at))
    .find((part) => part.type === 'timeZoneName')?.value ?? '';

/** '18:00 – 19:30 CET': start and end on the visitor's clock with their zone. */
export function timeRange(event: Pick<QaEvent, 'startsAt' | 'durationMinutes'>, clock: VisitorClock = {}): string {
  const start = Date.parse(event.startsAt);
  return `${clockTime(start, clock)} – ${clockTime(endOf(event), clock)} ${zoneName(start, clock)}`.trim();
}

export const KIND_LABELS: Record<string, string> = { webinar: 'Webinar', workshop: 'Workshop', meetup: 'Meetup' };
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
export const kindTone = (kind: string): BadgeTone =>
  (({ webinar: 'brand', workshop: 'success', meetup: 'neutral' }) as const)[kind as 'webinar'] ?? 'neutral';

export const placeLabel = (event: Pick<QaEvent, 'isOnline' | 'location'>) =>
  event.isOnline ? 'Online' : (event.location ?? 'In person');
