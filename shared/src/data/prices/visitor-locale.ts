/**
 * The locale numbers are shown in: the browser's language (and script) with the visitor's region,
 * so an English browser in Germany reads amounts as English speakers there do ('en-DE'), and a
 * German browser there as 'de-DE'. Without a known country the browser's locale stays as it is.
 */
import { currentCountry } from '@qa/shared/kernel/geo/country';
import { regionCodeOf } from '@qa/shared/data/prices/region';

export function browserLocale(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  return navigator.languages?.[0] ?? navigator.language;
}

/** The browser locale with the country's region in place of its own; the browser locale when either is unusable. */
export function localeForCountry(locale: string | undefined, country: string | null): string | undefined {
  const region = regionCodeOf(country);
  if (!region) return locale;
  try {
    const base = locale ?? new Intl.NumberFormat().resolvedOptions().locale;
    return new Intl.Locale(base, { region }).toString();
  } catch {
    return locale; // an invalid browser tag: formatting falls back on its own
  }
}

export function visitorLocale(): string | undefined {
  return localeForCountry(browserLocale(), currentCountry());
}
