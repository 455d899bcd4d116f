/**
 * The one rule for a link target that comes from content (the CMS): what it is (docs/behaviour.md
 * "Targets from content"). A path of this site, an http(s) address, or neither, and then it is
 * not a link at all (`javascript:`, `data:`, `//host`, a missing value).
 */
export type ContentTarget = 'site' | 'web' | null;

/** Browsers drop tabs and newlines inside a URL, so `/\t/evil.example` would become `//evil.example`. */
const hasControlCharacter = (value: string) =>
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

export function contentTarget(to: unknown): ContentTarget {
  if (typeof to !== 'string' || hasControlCharacter(to)) return null;
  if (/^\/(?![/\\])/.test(to)) return 'site';
  if (/^https?:\/\/[^/\\\s]/i.test(to)) return 'web';
  return null;
}
