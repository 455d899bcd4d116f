/** Text helpers for posts: heading anchors. */
import { plainText } from '@qa/shared/kernel/format/plain-text';

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
