/** Text helpers for posts: plain text from WordPress HTML, reading time, heading anchors. */
import { formatDuration } from '@qa/shared/kernel/format/duration';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * WordPress titles and excerpts arrive as HTML (`&#8217;`, `&amp;`, tags). As text: tags dropped,
 * entities decoded, so React prints it escaped and nothing of it is ever markup.
 */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
      if (code[0] === '#') {
        const point = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
        return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
      }
      return ENTITIES[code.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** An adult's silent reading pace for non-fiction, a little under the usual ~240 for a screen. */
export const WORDS_PER_MINUTE = 220;

/**
 * The minutes the post's own text takes to read: its words at WORDS_PER_MINUTE, rounded up (a
 * 3.2-minute article is not a 3-minute one), at least one.
 */
export function readingMinutes(html: string): number {
  const words = plainText(html).split(' ').filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

export const readingTimeLabel = (html: string) => `${formatDuration(readingMinutes(html))} read`;

/** `Why it matters` → `why-it-matters`. */
export const anchorOf = (text: string) =>
  plainText(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'section';

/** The sanitiser prefixes every id (so content cannot clobber globals); links to them must too. */
export const SANITIZED_ID_PREFIX = 'user-content-';

export interface Heading {
  level: 2 | 3;
  text: string;
  /** The element's id once sanitised (the link's target). */
  id: string;
}

/**
 * Gives every h2/h3 of the post an id and a '#' link to itself, so a section can be shared. Runs
 * on the raw HTML before the sanitiser, which keeps the ids (prefixed) and the plain links.
 */
export function withHeadingAnchors(html: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const out = html.replace(/<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/gi, (_whole, level: string, _attrs, inner: string) => {
    const base = anchorOf(inner);
    let anchor = base;
    for (let n = 2; used.has(anchor); n += 1) anchor = `${base}-${n}`;
    used.add(anchor);
    const id = `${SANITIZED_ID_PREFIX}${anchor}`;
    const text = plainText(inner);
    headings.push({ level: level === '2' ? 2 : 3, text, id });
    return `<h${level} id="${anchor}">${inner} <a class="heading-anchor" href="#${id}" aria-label="Link to the section ${text.replace(/"/g, '&quot;')}">#</a></h${level}>`;
  });
  return { html: out, headings };
}
