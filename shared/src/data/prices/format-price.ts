/**
 * A plan's price and period as the visitor reads them: the amount in the number format of the
 * visitor's language and country (see visitorLocale). The plans carry no currency: they are
 * priced in US dollars, whatever the country.
 */
import { visitorLocale } from '@qa/shared/data/prices/visitor-locale';

export const PLAN_CURRENCY = 'USD';

export function formatPrice(price: number, locale: string | undefined = visitorLocale()): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: PLAN_CURRENCY }).format(price);
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
