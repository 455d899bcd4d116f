import { formatPeriod, formatPrice } from '@qa/shared/kernel/subscriptions/format-price';

it('formats the price in the given locale', () => {
  expect(formatPrice(149, 'en-US')).toBe('$149.00');
  expect(formatPrice(149, 'de-DE')).toMatch(/^149,00\s\$$/);
});

it('an invalid locale tag falls back to the default format instead of throwing', () => {
  expect(formatPrice(29, 'not a locale!')).toMatch(/29/);
});

it('reads the known periods and passes others through', () => {
  expect(formatPeriod('six-months')).toBe('for six months');
  expect(formatPeriod('fortnight')).toBe('fortnight');
});
