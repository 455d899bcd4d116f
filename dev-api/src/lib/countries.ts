/** ISO 3166-1 alpha-2 codes of the countries the seed and the geolocation stand-in use. */
export const countries: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  CA: 'Canada',
  AU: 'Australia',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  IT: 'Italy',
  NL: 'Netherlands',
  PL: 'Poland',
  UA: 'Ukraine',
  SE: 'Sweden',
  NO: 'Norway',
  FI: 'Finland',
  DK: 'Denmark',
  IE: 'Ireland',
  PT: 'Portugal',
  CZ: 'Czechia',
  RO: 'Romania',
  IN: 'India',
  BR: 'Brazil',
  MX: 'Mexico',
  AR: 'Argentina',
  JP: 'Japan',
  KR: 'South Korea',
  SG: 'Singapore',
  IL: 'Israel',
  TR: 'Turkey',
  EE: 'Estonia',
  LT: 'Lithuania',
  LV: 'Latvia',
  GE: 'Georgia',
  KZ: 'Kazakhstan',
  NZ: 'New Zealand',
};

/** Accepts a code ("de") or a country name ("Germany"), as the site's Location header may carry either. */
export function toCountryCode(value: string | undefined | null): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase();
  const match = Object.entries(countries).find(([, name]) => name.toLowerCase() === trimmed.toLowerCase());
  return match ? match[0] : null;
}
