import { formatDuration } from '@qa/shared/kernel/format/duration';

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
