/**
 * `decodeURIComponent` that never throws: a URL typed or pasted by anyone (`#%`, `?q=%E0%A4%A`)
 * is malformed as often as not, and a throw inside an effect blanks the page. Every part of the
 * URL the site decodes (hash, search, path parameters) goes through here.
 */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}
