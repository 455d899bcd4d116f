import { formatStart, type VisitorClock } from '@qa/shared/kernel/format/time';

/**
 * The moment the webinar starts, from the content's date (YYYY-MM-DD) and time: "18:00" or
 * "18:00 UTC" is UTC (the CMS's zone, as the events' `startsAt`); an explicit offset ("18:00
 * +01:00", "18:00 UTC+1") is honoured. Null when either cannot be read.
 */
export function webinarStart(date: string, time: string): number | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  const clock = /^(\d{1,2}):(\d{2})\s*(?:UTC|GMT|Z)?\s*(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i.exec(time.trim());
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const offset = clock[3] ? (clock[3] === '-' ? -1 : 1) * (Number(clock[4]) * 60 + Number(clock[5] ?? 0)) : 0;
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  return Date.UTC(year, month - 1, dayOfMonth, hour, minute) - offset * 60_000;
}

/**
 * The webinar's start as every event's is written ('Fri, 4 Dec 2026 · 6:00 PM GMT+1', the
 * visitor's clock); content it cannot read is shown as written.
 */
export function webinarWhen(date: string, time: string, clock: VisitorClock = {}): string {
  const at = webinarStart(date, time);
  return at === null ? [date, time].filter(Boolean).join(', ') : formatStart(at, clock);
}
