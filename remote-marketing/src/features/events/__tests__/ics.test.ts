/** @jest-environment ../scripts/jest/jsdom-msw-environment.cjs */
import { makeEvent } from '../../../__tests__/content-fixtures';
import { escapeText, eventIcs, foldLine, icsDate } from '../ics';

const event = {
  ...makeEvent(7, 'api-testing-live', 'API Testing; Live, with Postman', 'workshop', 3),
  startsAt: '2026-12-01T17:00:00Z',
  durationMinutes: 180,
  description: 'Line one\nLine two, with a comma; and a semicolon \\ backslash',
};

test('RFC 5545: UTC times with Z, UID, DTSTAMP, CRLF line ends', () => {
  const ics = eventIcs(event, 'http://localhost:3000', new Date('2026-11-23T10:15:30.123Z'));
  const lines = ics.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('DTSTART:20261201T170000Z');
  expect(lines).toContain('DTEND:20261201T200000Z');
  expect(lines).toContain('DTSTAMP:20261123T101530Z');
  expect(lines).toContain('UID:event-7-api-testing-live@localhost');
  expect(lines).toContain('SUMMARY:API Testing\\; Live\\, with Postman');
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
});

test('text escaping and folding at 75 octets, never inside a character', () => {
  expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  const long = `DESCRIPTION:${'é'.repeat(60)}`;
  const folded = foldLine(long).split('\r\n');
  expect(folded.length).toBeGreaterThan(1);
  for (const line of folded) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  expect(folded.slice(1).every((line) => line.startsWith(' '))).toBe(true);
  expect(folded.map((line, i) => (i ? line.slice(1) : line)).join('')).toBe(long);
  expect(icsDate(Date.UTC(2026, 0, 2, 3, 4, 5))).toBe('20260102T030405Z');
});

test("links to the event's own page on the site, absolute (a calendar has nothing to resolve a path against)", () => {
  const ics = eventIcs({ ...event, registrationUrl: '/thank-you/webinar' }, 'https://qacareer.academy').replace(
    /\r\n /g,
    '',
  );
  expect(ics.split('\r\n')).toContain('URL:https://qacareer.academy/events/api-testing-live');
  expect(ics).toContain('Details and registration: https://qacareer.academy/events/api-testing-live');
  expect(ics).not.toContain('/thank-you/');
});
