/**
 * A moment's time of day as the visitor reads it: their locale's clock, their time zone, and the
 * zone named ('5:00 PM GMT+1', '17:00 CET'), so a time shown to visitors in many countries cannot
 * be misread. Event cards, the event page and the webinar popup all use these.
 */
import { formatDate } from '@qa/shared/kernel/format/date';

/**
 * Whose clock: the browser's locale and time zone unless given (tests pin them, as every
 * visitor's differ).
 */
export interface VisitorClock {
  locale?: string;
  timeZone?: string;
}

const valid = (at: string | number | Date) => !Number.isNaN(new Date(at).getTime());

/** '5:00 PM GMT+1' / '17:00 CET': the time with its zone named. An unreadable value gives ''. */
export function formatTime(at: string | number | Date, { locale, timeZone }: VisitorClock = {}): string {
  if (!valid(at)) return '';
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(at));
}

/** '5:00 PM' / '17:00': the time alone, for lists whose zone is named once beside them (an agenda). */
export function formatClock(at: string | number | Date, { locale, timeZone }: VisitorClock = {}): string {
  if (!valid(at)) return '';
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(at));
}

/** The zone's short name ('CET', 'GMT+1') at that moment. */
export function zoneName(at: string | number | Date, { locale, timeZone }: VisitorClock = {}): string {
  if (!valid(at)) return '';
  return (
    new Intl.DateTimeFormat(locale, { timeZoneName: 'short', timeZone })
      .formatToParts(new Date(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? ''
  );
}

/** 'Fri, 4 Dec 2026 · 5:00 PM GMT+1': when a scheduled thing starts, day and time on the visitor's clock. */
export function formatStart(at: string | number | Date, clock: VisitorClock = {}): string {
  if (!valid(at)) return '';
  return `${formatDate(at, { weekday: true, timeZone: clock.timeZone })} · ${formatTime(at, clock)}`;
}
