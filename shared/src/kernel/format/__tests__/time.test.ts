import { formatClock, formatStart, formatTime, zoneName } from '@qa/shared/kernel/format/time';

// 17:00 UTC on Friday 4 December 2026.
const at = '2026-12-04T17:00:00Z';
/** ICU writes a narrow no-break space before AM/PM; compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

it('a visitor in Berlin with an American browser reads 6:00 PM, the zone named', () => {
  expect(plain(formatTime(at, { locale: 'en-US', timeZone: 'Europe/Berlin' }))).toBe('6:00 PM GMT+1');
});

it('a visitor in Berlin with a British browser reads the 24-hour clock', () => {
  expect(formatTime(at, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('18:00 CET');
});

it('a visitor in New York reads the same moment on their clock', () => {
  expect(plain(formatTime(at, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe('12:00 PM EST');
});

it("without a clock it uses the browser's own locale and zone", () => {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  expect(formatTime(at)).toBe(formatTime(at, { timeZone: zone }));
});

it('the clock alone, and the zone alone, for an agenda that names its zone once', () => {
  const berlin = { locale: 'en-GB', timeZone: 'Europe/Berlin' };
  expect(formatClock(at, berlin)).toBe('18:00');
  expect(zoneName(at, berlin)).toBe('CET');
});

it('a start: the weekday and date, then the time, both on the visitor’s clock (the day may differ)', () => {
  const late = '2026-12-01T23:30:00Z';
  expect(formatStart(late, { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('Wed, 2 Dec 2026 · 00:30 CET');
  expect(plain(formatStart(late, { locale: 'en-US', timeZone: 'America/New_York' }))).toBe(
    'Tue, 1 Dec 2026 · 6:30 PM EST',
  );
});

it('a moment that cannot be read shows nothing', () => {
  expect(formatTime('soon')).toBe('');
  expect(formatClock('soon')).toBe('');
  expect(zoneName('soon')).toBe('');
  expect(formatStart('soon')).toBe('');
});
