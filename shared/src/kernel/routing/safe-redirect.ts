/**
 * A stored redirect path is followed only when it stays on our origin (docs/architecture.md):
 * a relative path starting with exactly one `/` that resolves to the current origin.
 */
export function safeRedirectPath(
  candidate: string | null | undefined,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string | null {
  if (!candidate || typeof candidate !== 'string') return null;
  let value = candidate.trim();
  try {
    value = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters can be dropped by the URL parser, turning `/\t/evil.com` into `//evil.com`.
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
