/**
 * An iCalendar file (RFC 5545) for one event, built in the browser: times in UTC with `Z`, text
 * escaped, lines folded at 75 octets, CRLF line ends, a stable UID and the DTSTAMP of the download.
 */
import { COMPANY_NAME } from '@qa/shared/kernel/constants';
import { href } from '@qa/shared/kernel/routing/route-table';
import type { QaEvent } from './api/types';
import { endOf } from './event-view';

/** `20261201T170000Z` (RFC 5545 "form #2": UTC). */
export const icsDate = (at: number | Date) =>
  new Date(at)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

/** TEXT values: backslash, semicolon and comma escaped, newlines as `\n` (RFC 5545 3.3.11). */
export const escapeText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line into pieces of at most 75 octets, never inside a UTF-8 character (3.1). */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // continuation lines start with a space, which counts towards their 75
    const limit = pieces.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function eventIcs(event: QaEvent, origin: string, now = new Date()): string {
  const host = new URL(origin).hostname || 'qa-career';
  // the event's own page, absolute: a calendar has no site to resolve a path against
  const page = new URL(href('event', { slug: event.slug }), origin).href;
  const description = [
    event.description,
    event.speaker ? `Speaker: ${event.speaker.name}, ${event.speaker.role}` : `Host: ${event.host}`,
    `Details and registration: ${page}`,
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${COMPANY_NAME}//Events//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id}-${event.slug}@${host}`,
    `DTSTAMP:${icsDate(now)}`,
    `DTSTART:${icsDate(Date.parse(event.startsAt))}`,
    `DTEND:${icsDate(endOf(event))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(description)}`,
    `LOCATION:${escapeText(event.isOnline ? 'Online' : (event.location ?? ''))}`,
    `URL:${page}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Hands the file to the browser as a download (`<slug>.ics`). */
export function downloadIcs(event: QaEvent): void {
  const blob = new Blob([eventIcs(event, window.location.origin)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${event.slug}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // the download has started from the click; the URL is not needed after this turn
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
