/**
 * The ISO 3166 region code of the visitor's country as the site holds it. A signed-in user's
 * country is a code already (the profile saves codes); an anonymous visitor's `country_name` is
 * the English name the geolocation lookup made from a code with Intl.DisplayNames, so the same
 * DisplayNames read backwards finds the code again, without a list of countries to ship.
 */
let codesByName: Map<string, string> | null = null;
let regionNames: Intl.DisplayNames | null = null;

/** Built once, on first use: building one loads the region names (~15 ms, more on a slow phone). */
const englishRegionNames = () => (regionNames ??= new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }));

/** Retired codes name their successor ('DD' is 'Germany' too): the canonical one is the region. */
const canonical = (code: string) => new Intl.Locale(`und-${code}`).region ?? code;

/** Every two-letter region the runtime can name, by lower-cased English name; built on first use. */
function regionCodesByName(): Map<string, string> {
  if (codesByName) return codesByName;
  const names = englishRegionNames();
  const map = new Map<string, string>();
  for (let a = 65; a <= 90; a += 1) {
    for (let b = 65; b <= 90; b += 1) {
      const code = String.fromCharCode(a, b);
      const name = names.of(code);
      if (name && name !== code && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), canonical(code));
    }
  }
  codesByName = map;
  return map;
}

/** 'DE' for 'Germany', 'de' or 'DE'; null for nothing or a country the runtime does not know. */
export function regionCodeOf(country: string | null | undefined): string | null {
  const value = country?.trim();
  if (!value) return null;
  if (/^[A-Za-z]{2}$/.test(value)) {
    const code = value.toUpperCase();
    const name = englishRegionNames().of(code);
    return name && name !== code ? canonical(code) : null;
  }
  return regionCodesByName().get(value.toLowerCase()) ?? null;
}
