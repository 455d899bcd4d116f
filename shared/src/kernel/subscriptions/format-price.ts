/**
 * A plan's price and period as the visitor reads them: the amount in the visitor's own number
 * format (their browser's locale). The plans are priced in US dollars.
 */
export const PLAN_CURRENCY = 'USD';

export function formatPrice(price: number, locale?: string): string {
  const locales =
    locale ?? (typeof navigator === 'undefined' ? undefined : (navigator.languages?.[0] ?? navigator.language));
  try {
    return new Intl.NumberFormat(locales, { style: 'currency', currency: PLAN_CURRENCY }).format(price);
  } catch {
    // An unknown locale tag: the runtime's default format.
    return new Intl.NumberFormat(undefined, { style: 'currency', currency: PLAN_CURRENCY }).format(price);
  }
}

const periods: Record<string, string> = {
  month: 'per month',
  'six-months': 'for six months',
  year: 'per year',
  forever: 'forever',
};

export function formatPeriod(period: string): string {
  return periods[period] ?? period;
}
