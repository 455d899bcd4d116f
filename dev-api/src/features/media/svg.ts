/**
 * Generated artwork for the seed: initials avatars as small SVGs, the same bytes for the same name
 * (colours come from a hash of it), so nothing is fetched from outside. Covers are in cover.ts.
 */

/** FNV-1a: a stable small hash of the name, for picking colours and shapes. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Pairs that keep white text readable (contrast ≥ 4.5 with the darker stop); the brand first. */
type Palette = readonly [string, string];
const BRAND: Palette = ['#3D40D5', '#7B5CF0'];
const PALETTES: readonly Palette[] = [
  BRAND,
  ['#1F5FAD', '#3D40D5'],
  ['#0F6E66', '#1F8F7A'],
  ['#8A2E6B', '#C2477E'],
  ['#9A4A12', '#C96A1B'],
  ['#2E3A59', '#4B5A8A'],
  ['#5B2BB5', '#8B54D9'],
];

export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Initials of a slug (`demo-learner` → DL, `zoe` → Z). */
export function initialsOf(slug: string): string {
  const parts = slug.split('-').filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => (part ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/** A 160×160 round avatar with the person's initials. */
export function avatarSvg(slug: string): string {
  const [from, to] = PALETTES[hash(slug) % PALETTES.length] ?? BRAND;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="160" height="160" rx="80" fill="url(#g)"/><text x="80" y="80" dy=".35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="60" font-weight="700" fill="#fff">${escapeXml(initialsOf(slug))}</text></svg>`;
}
