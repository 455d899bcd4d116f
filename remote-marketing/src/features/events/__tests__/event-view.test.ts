import { eventDay, timeRange } from '../event-view';

// 23:30 UTC: already the next day in Berlin, still the evening before in New York.
const event = { startsAt: '2026-12-01T23:30:00Z', durationMinutes: 90 };

it('a visitor in Berlin reads the event on their own clock, day and zone', () => {
  const clock = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
  expect(eventDay(event.startsAt, clock)).toBe('Wed, 2 Dec 2026');
  expect(timeRange(event, clock)).toBe('0:30 – 2:00 CET');
});

it('a visitor in New York reads the same event on theirs', () => {
  const clock = { locale: 'en-US', timeZone: 'America/New_York' };
  expect(eventDay(event.startsAt, clock)).toBe('Tue, Dec 1, 2026');
  expect(timeRange(event, clock).replace(/\s/g, ' ')).toBe('6:30 PM – 8:00 PM EST');
});
