import { webinarStart, webinarWhen } from '../webinar-when';

// The content's "18:00 UTC" on 1 December is a different clock time, and in Tokyo a different day.
const date = '2026-12-01';
const time = '18:00 UTC';
const plain = (text: string) => text.replace(/\s/g, ' ');

it('reads the content as a moment in UTC, with or without the zone written', () => {
  expect(webinarStart(date, time)).toBe(Date.parse('2026-12-01T18:00:00Z'));
  expect(webinarStart(date, '18:00')).toBe(Date.parse('2026-12-01T18:00:00Z'));
});

it('honours an offset the content writes', () => {
  expect(webinarStart(date, '18:00 +01:00')).toBe(Date.parse('2026-12-01T17:00:00Z'));
  expect(webinarStart(date, '18:00 UTC+1')).toBe(Date.parse('2026-12-01T17:00:00Z'));
  expect(webinarStart(date, '9:30 GMT-0530')).toBe(Date.parse('2026-12-01T15:00:00Z'));
});

it('shows the date and time in New York for a visitor there, the zone named', () => {
  expect(plain(webinarWhen(date, time, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe(
    'Tue, 1 Dec 2026 · 1:00 PM EST',
  );
});

it('shows the date and time in Tokyo for a visitor there, on the next day', () => {
  expect(webinarWhen(date, time, { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('Wed, 2 Dec 2026 · 03:00 GMT+9');
});

it("without a clock it uses the browser's own", () => {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(webinarWhen(date, time)).toBe(webinarWhen(date, time, { timeZone: browserZone }));
});

it('a time it cannot read is shown as the content wrote it', () => {
  expect(webinarStart(date, '6 pm Berlin time')).toBeNull();
  expect(webinarStart('2026-13-01', time)).toBeNull();
  expect(webinarWhen(date, '6 pm Berlin time', { timeZone: 'Asia/Tokyo' })).toBe('2026-12-01, 6 pm Berlin time');
});
