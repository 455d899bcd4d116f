import { formatDate } from '@qa/shared/kernel/format/date';

it.each([
  ['2026-11-23T09:30:00', '23 Nov 2026'],
  ['2026-01-01T00:00:00', '1 Jan 2026'],
  ['2025-12-31T23:59:59', '31 Dec 2025'],
])('%s → %s: a value without a zone reads as written (a WordPress date)', (iso, shown) => {
  expect(formatDate(iso)).toBe(shown);
});

it('with the weekday, for a schedule', () => {
  expect(formatDate('2026-12-04T12:00:00', { weekday: true })).toBe('Fri, 4 Dec 2026');
});

it('in UTC, the same day wherever the page is rendered', () => {
  expect(formatDate('2025-01-15T23:30:00Z', { timeZone: 'UTC' })).toBe('15 Jan 2025');
  expect(formatDate('2025-01-16T00:30:00+02:00', { timeZone: 'UTC' })).toBe('15 Jan 2025');
});

it('in a named zone: 23:30 UTC is already the next day in Berlin, still the same in New York', () => {
  const at = '2026-12-01T23:30:00Z';
  expect(formatDate(at, { weekday: true, timeZone: 'Europe/Berlin' })).toBe('Wed, 2 Dec 2026');
  expect(formatDate(at, { weekday: true, timeZone: 'America/New_York' })).toBe('Tue, 1 Dec 2026');
});

it('takes a timestamp as well as a string', () => {
  expect(formatDate(Date.UTC(2026, 10, 15, 12), { timeZone: 'UTC' })).toBe('15 Nov 2026');
});

it('a value that cannot be read shows nothing rather than breaking the page', () => {
  expect(formatDate('not a date')).toBe('');
  expect(formatDate('')).toBe('');
});

it('makes no Intl object in the browser zone or UTC (the first one of a page loads its locale data: 100–150 ms at 4× CPU)', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  const toLocale = jest.spyOn(Date.prototype, 'toLocaleDateString');
  formatDate('2026-11-23T09:30:00', { weekday: true });
  formatDate('2026-11-23T09:30:00Z', { timeZone: 'UTC' });
  expect(made).not.toHaveBeenCalled();
  expect(toLocale).not.toHaveBeenCalled();
});
