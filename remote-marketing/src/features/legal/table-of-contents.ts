/**
 * The sanitiser prefixes every id in content HTML (DOMPurify's SANITIZE_NAMED_PROPS, see
 * shared/src/ui/widgets/sanitize-html.ts) so content cannot clobber `document.x`; links to a heading
 * must use the id as it ends up in the page.
 */
export const SANITIZED_ID_PREFIX = 'user-content-';

export interface TocEntry {
  /** The id as rendered (with the sanitiser's prefix): the link's `#fragment`. */
  id: string;
  text: string;
}

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .slice(0, 60);

/**
 * Gives every `<h2>` of the HTML an id from its text and lists them for the table of contents.
 * Parsing with DOMParser is inert (no script runs, nothing loads); the result still goes through
 * the sanitiser before it reaches the page.
 */
export function withHeadingIds(html: string): { html: string; toc: TocEntry[] } {
  if (typeof DOMParser === 'undefined') return { html, toc: [] };
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const used = new Set<string>();
  const toc: TocEntry[] = [];
  doc.body.querySelectorAll('h2').forEach((heading, index) => {
    const text = (heading.textContent ?? '').trim();
    let id = slugify(text) || `section-${index + 1}`;
    while (used.has(id)) id = `${id}-${index + 1}`;
    used.add(id);
    heading.id = id;
    toc.push({ id: `${SANITIZED_ID_PREFIX}${id}`, text });
  });
  return { html: doc.body.innerHTML, toc };
}
