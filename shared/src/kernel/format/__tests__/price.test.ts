import { formatPeriod, formatPrice } from '@qa/shared/kernel/format/price';

it('a whole amount has no ".00"', () => {
  expect(formatPrice(149, 'en-US')).toBe('$149');
});

it('an amount with cents shows them', () => {
  expect(formatPrice(24.83, 'en-US')).toBe('$24.83');
  expect(formatPrice(24.5, 'en-US')).toBe('$24.50');
});

it('the number format is the locale’s; the currency stays US dollars', () => {
  expect(formatPrice(1149.5, 'de-DE')).toMatch(/^1\.149,50\s\$$/);
  expect(formatPrice(149, 'en-DE')).toBe('US$149');
});

it('an invalid locale tag falls back to the default format instead of throwing', () => {
  expect(formatPrice(29, 'not a locale!')).toMatch(/29/);
});

it('reads the known periods and passes others through', () => {
  expect(formatPeriod('month')).toBe('per month');
  expect(formatPeriod('six-months')).toBe('for six months');
  expect(formatPeriod('fortnight')).toBe('fortnight');
});
