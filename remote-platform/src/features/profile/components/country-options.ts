/** Codes that are not countries but have a display name. */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'ZZ', 'XA', 'XB', 'AA', 'QM', 'XK']);

let cached: { code: string; name: string }[] | null = null;

/** A retired code (DD, UK, SU…) canonicalises to the current one, whose name it shares. */
const isCurrentCode = (code: string) => Intl.getCanonicalLocales(`und-${code}`)[0] === `und-${code}`;

/** Every ISO 3166 region the browser can name, in English, sorted by name (no list to ship). */
export function countryOptions(): { code: string; name: string }[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const options: { code: string; name: string }[] = [];
  const seen = new Set<string>();
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = NOT_COUNTRIES.has(code) || !isCurrentCode(code) ? undefined : names.of(code);
      // seen: a browser that does not know a retired code's replacement still lists the name once.
      if (name && name !== code && !seen.has(name)) {
        seen.add(name);
        options.push({ code, name });
      }
    }
  }
  cached = options.sort((x, y) => x.name.localeCompare(y.name));
  return cached;
}
