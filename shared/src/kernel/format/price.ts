/**
 * An amount as the site writes it: the plans and courses are priced in US dollars, written in the
 * number format of the given locale (the visitor's: data/prices/visitor-locale), with the currency
 * symbol and no '.00' on a whole amount ('$149', '$24.83', '149 $').
 */

export const PLAN_CURRENCY = 'USD';

function format(amount: number, locale: string | undefined): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: PLAN_CURRENCY,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatPrice(amount: number, locale?: string): string {
  try {
    return format(amount, locale);
  } catch {
    // An unknown locale tag: the runtime's default format.
    return format(amount, undefined);
  }
}

const periods: Record<string, string> = {
  month: 'per month',
  'six-months': 'for six months',
  year: 'per year',
  forever: 'forever',
};

/** What a plan's price is for: 'per month', 'for six months'; an unknown period as the API wrote it. */
export function formatPeriod(period: string): string {
  return periods[period] ?? period;
}
