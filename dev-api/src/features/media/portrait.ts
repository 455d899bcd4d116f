/**
 * Generated portrait illustrations of the seed's mentors and speakers: head, hair and shoulders
 * over a soft background, the same bytes for the same name, so a mentor card shows a person
 * rather than initials without anything being fetched from outside.
 */

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const pick = <T>(list: readonly T[], seed: number): T => list[seed % list.length] as T;

const BACKGROUNDS = [
  ['#ECECFB', '#C9CBF5'],
  ['#E6F4F1', '#BFE3DA'],
  ['#FBEFE6', '#F4D2B8'],
  ['#F3E8F7', '#DDC2EA'],
  ['#E8EEF7', '#C3D3EA'],
] as const;
const SKIN = ['#F1C7A5', '#E0AC84', '#C68A62', '#9C6644', '#7A4E33', '#F5D5BC'] as const;
const HAIR = ['#2B1D14', '#4A3222', '#7A5230', '#B98A4E', '#1C1C1C', '#8C8C8C'] as const;
const SHIRT = ['#3D40D5', '#1F5FAD', '#0F6E66', '#8A2E6B', '#2E3A59', '#C96A1B'] as const;

/** Hair shapes drawn over a head centred at (160, 130) with radius 58. */
const HAIR_SHAPES = [
  // short
  'M102 128c0-40 26-64 58-64s58 24 58 64c-8-22-30-34-58-34s-50 12-58 34z',
  // long, past the shoulders
  'M98 136c0-46 28-74 62-74s62 28 62 74v92h-26v-96c-10-18-22-26-36-26s-26 8-36 26v96H98z',
  // bun
  'M104 126c0-38 25-60 56-60s56 22 56 60c-10-20-30-30-56-30s-46 10-56 30zM160 30a20 20 0 1 1 0 40a20 20 0 1 1 0-40z',
  // side part
  'M102 134c-2-44 26-70 60-70 30 0 56 22 56 58-18-18-40-26-72-24-18 2-34 14-44 36z',
] as const;

/** A 320×320 portrait for the name (a slug such as `olena-kravets`). */
export function portraitSvg(slug: string): string {
  const h = hash(slug);
  const [bgFrom, bgTo] = pick(BACKGROUNDS, h);
  const skin = pick(SKIN, h >>> 3);
  const hair = pick(HAIR, h >>> 6);
  const shirt = pick(SHIRT, h >>> 9);
  const shape = pick(HAIR_SHAPES, h >>> 12);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/></linearGradient></defs><rect width="320" height="320" fill="url(#b)"/><circle cx="${60 + (h % 200)}" cy="40" r="90" fill="#fff" fill-opacity=".25"/><path d="M40 320c6-70 56-108 120-108s114 38 120 108z" fill="${shirt}"/><path d="M136 180h48v40c0 14-48 14-48 0z" fill="${skin}"/><path d="M136 214c8 10 40 10 48 0l4 10c-14 14-42 14-56 0z" fill="#000" fill-opacity=".12"/><circle cx="160" cy="130" r="58" fill="${skin}"/><ellipse cx="140" cy="134" rx="5" ry="6" fill="#2B1D14"/><ellipse cx="180" cy="134" rx="5" ry="6" fill="#2B1D14"/><path d="M144 158c10 10 22 10 32 0" stroke="#7A3B2E" stroke-width="4" fill="none" stroke-linecap="round"/><path d="${shape}" fill="${hair}"/></svg>`;
}
