/**
 * A 1200×630 cover for a course, career path, post or event: a gradient from the topic's palette, a
 * faint pattern, the label and title on the left in white, and the topic's motif on the right. Only
 * the kind and slug go in, so the same slug always gives the same bytes; nothing is fetched.
 */
import { type CoverKind, coverSubject } from './cover-catalog.ts';
import { drawMotif } from './cover-motifs.ts';
import { PALETTES } from './cover-topics.ts';
import { escapeXml, hash } from './svg.ts';

const SANS = `font-family="Inter, 'Segoe UI', Arial, sans-serif"`;
const TITLE_WIDTH = 560;
const TITLE_LINES = 3;

/** Rough advance widths of a bold sans-serif in ems: enough to wrap a title without measuring it. */
function textWidth(text: string, size: number): number {
  let ems = 0;
  for (const char of text) {
    if (/[ilj.,:;'’!|]/.test(char)) ems += 0.3;
    else if (/[ frt()-]/.test(char)) ems += 0.4;
    else if (/[mwMW@]/.test(char)) ems += 0.9;
    else if (/[A-Z&0-9]/.test(char)) ems += 0.68;
    else ems += 0.58;
  }
  return ems * size;
}

/** Greedy word wrap at `size`; null when the title needs more than TITLE_LINES lines. */
function wrap(title: string, size: number): string[] | null {
  const lines: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && textWidth(`${last} ${word}`, size) <= TITLE_WIDTH)
      lines[lines.length - 1] = `${last} ${word}`;
    else if (textWidth(word, size) <= TITLE_WIDTH) lines.push(word);
    else return null;
  }
  return lines.length <= TITLE_LINES ? lines : null;
}

/** The largest size at which the title fits in three lines; a title that never fits is left out. */
function titleBlock(title: string): string {
  for (const size of [60, 52, 44]) {
    const lines = wrap(title, size);
    if (!lines) continue;
    const lineHeight = Math.round(size * 1.14);
    const top = 315 - ((lines.length - 1) * lineHeight) / 2 + size * 0.3;
    return `<text ${SANS} font-size="${size}" font-weight="800" fill="#fff" letter-spacing="-0.5">${lines
      .map((line, i) => `<tspan x="72" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
      .join('')}</text>`;
  }
  return '';
}

const PATTERNS = [
  // dots
  '<pattern id="p" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2.4" fill="#fff" fill-opacity=".12"/></pattern>',
  // grid
  '<pattern id="p" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M48 0H0v48" stroke="#fff" stroke-opacity=".08" stroke-width="2" fill="none"/></pattern>',
  // diagonal lines
  '<pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><path d="M0 0v24" stroke="#fff" stroke-opacity=".07" stroke-width="6"/></pattern>',
];

export function coverSvg(kind: CoverKind, slug: string): string {
  const subject = coverSubject(kind, slug);
  const seed = hash(`${kind}:${slug}`);
  const palette = PALETTES[subject.topic.palettes[seed % subject.topic.palettes.length] ?? 'indigo'];
  const label = escapeXml(subject.label.toUpperCase());
  const labelWidth = Math.round(textWidth(subject.label.toUpperCase(), 20) * 1.08 + 20 * 0.12 * label.length + 44);
  const glowX = 880 + ((seed >>> 4) % 160) - 80;
  const glowY = 260 + ((seed >>> 9) % 140) - 70;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.from}"/><stop offset="1" stop-color="${palette.to}"/></linearGradient>`,
    `<radialGradient id="glow"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".35"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>`,
    `${PATTERNS[(seed >>> 13) % PATTERNS.length]}</defs>`,
    `<rect width="1200" height="630" fill="url(#g)"/><rect width="1200" height="630" fill="url(#p)"/>`,
    `<circle cx="${glowX}" cy="${glowY}" r="360" fill="url(#glow)"/>`,
    `<rect x="72" y="72" width="${labelWidth}" height="44" rx="22" fill="#fff" fill-opacity=".16"/>`,
    `<text x="94" y="101" ${SANS} font-size="20" font-weight="700" letter-spacing="2.4" fill="#fff">${label}</text>`,
    titleBlock(subject.title),
    `<rect x="72" y="518" width="40" height="40" rx="10" fill="${palette.accent}"/><text x="92" y="545" text-anchor="middle" ${SANS} font-size="17" font-weight="800" fill="${palette.from}">QA</text>`,
    `<text x="126" y="546" ${SANS} font-size="24" font-weight="700" fill="#fff" fill-opacity=".9">QA Career</text>`,
    `<g transform="translate(716 95)" data-motif="${subject.motif}">${drawMotif(subject.motif, palette, seed)}</g>`,
    '</svg>',
  ].join('');
}
