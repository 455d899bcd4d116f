import { formatDuration, formatMediaLength } from '@qa/shared/kernel/format/duration';

it.each([
  [45, '45 min'],
  [0, '0 min'],
  [60, '1 h'],
  [120, '2 h'],
  [85, '1 h 25 min'],
  [605, '10 h 5 min'],
])('%i minutes read "%s"', (minutes, shown) => {
  expect(formatDuration(minutes)).toBe(shown);
});

it('never writes a decimal: a fraction of a minute rounds to the nearest whole one', () => {
  expect(formatDuration(84.6)).toBe('1 h 25 min');
});

it.each([
  [4, '0:04'],
  [102, '1:42'],
  [65.9, '1:05'],
  [600, '10:00'],
  [3725, '1:02:05'],
  [-3, '0:00'],
  [Number.NaN, '0:00'],
])('a video of %d seconds reads "%s"', (seconds, shown) => {
  expect(formatMediaLength(seconds)).toBe(shown);
});
