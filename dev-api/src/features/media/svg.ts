/**
 * Generated artwork for the seed: cover illustrations and initials avatars as small SVGs, the same
 * bytes for the same name (colours come from a hash of it), so nothing is fetched from outside.
 */

/** FNV-1a: a stable small hash of the name, for picking colours and shapes. */
function hash(text: string): number {
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

const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Motifs per kind, drawn in white at low opacity over the gradient (1200×630 canvas). */
const MOTIFS: Record<string, string> = {
  course:
    '<rect x="760" y="150" width="300" height="210" rx="18" fill="#fff" fill-opacity=".16"/><path d="M880 215v80l70-40z" fill="#fff" fill-opacity=".7"/><rect x="760" y="390" width="300" height="14" rx="7" fill="#fff" fill-opacity=".2"/><rect x="760" y="390" width="170" height="14" rx="7" fill="#fff" fill-opacity=".6"/>',
  path: '<circle cx="780" cy="430" r="26" fill="#fff" fill-opacity=".7"/><circle cx="900" cy="300" r="26" fill="#fff" fill-opacity=".5"/><circle cx="1040" cy="180" r="26" fill="#fff" fill-opacity=".35"/><path d="M780 430 900 300 1040 180" stroke="#fff" stroke-opacity=".5" stroke-width="8" stroke-dasharray="18 14" fill="none"/>',
  post: '<rect x="760" y="150" width="300" height="330" rx="16" fill="#fff" fill-opacity=".16"/><rect x="800" y="200" width="220" height="16" rx="8" fill="#fff" fill-opacity=".6"/><rect x="800" y="240" width="180" height="12" rx="6" fill="#fff" fill-opacity=".35"/><rect x="800" y="270" width="200" height="12" rx="6" fill="#fff" fill-opacity=".35"/><rect x="800" y="300" width="150" height="12" rx="6" fill="#fff" fill-opacity=".35"/>',
  event:
    '<rect x="780" y="160" width="280" height="280" rx="22" fill="#fff" fill-opacity=".16"/><rect x="780" y="160" width="280" height="70" rx="22" fill="#fff" fill-opacity=".45"/><circle cx="860" cy="310" r="16" fill="#fff" fill-opacity=".7"/><circle cx="920" cy="310" r="16" fill="#fff" fill-opacity=".4"/><circle cx="980" cy="310" r="16" fill="#fff" fill-opacity=".4"/>',
};

/** A 1200×630 cover: gradient, soft circles and a motif for the kind. */
export function coverSvg(kind: string, key: string): string {
  const h = hash(`${kind}:${key}`);
  const [from, to] = PALETTES[h % PALETTES.length] ?? BRAND;
  const cx = 200 + (h % 500);
  const motif = MOTIFS[kind] ?? MOTIFS['course'];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><circle cx="${cx}" cy="-40" r="260" fill="#fff" fill-opacity=".07"/><circle cx="${1200 - cx / 2}" cy="660" r="220" fill="#fff" fill-opacity=".06"/>${motif}</svg>`;
}

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
