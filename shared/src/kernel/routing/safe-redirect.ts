/**
 * A stored redirect path (or a CMS link) is followed only when it stays on our origin: a
 * relative path that starts with exactly one `/` and resolves to the current origin — checked
 * in every decoded form, because a router or browser may decode it again (`..%2F..%2F%2Fevil.com`
 * becomes `//evil.com` after one decode and one normalisation).
 */
import { safeDecode } from '@qa/shared/kernel/routing/safe-decode';

const MAX_DECODES = 4;

/** Browsers read `\` as `/` and drop tabs and newlines, so any of them can turn a path into `//host`. */
const looksExternal = (value: string) =>
  !value.startsWith('/') ||
  value.startsWith('//') ||
  value.includes('\\') ||
  [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** The value and each further percent-decoding of it; null when one is malformed. */
function decodings(value: string): string[] | null {
  const forms = [value];
  for (let i = 0; i < MAX_DECODES; i += 1) {
    const next = safeDecode(forms[forms.length - 1] as string);
    if (next === null) return null;
    if (next === forms[forms.length - 1]) return forms;
    forms.push(next);
  }
  return null; // still changing: nested encoding nobody writes by accident
}

const allSafe = (value: string) => decodings(value)?.every((form) => !looksExternal(form)) ?? false;

export function safeRedirectPath(
  candidate: string | null | undefined,
  origin = globalThis.location?.origin ?? 'http://localhost',
): string | null {
  if (!candidate || typeof candidate !== 'string') return null;
  const value = candidate.trim();
  const forms = decodings(value);
  if (!forms || !forms.every((form) => !looksExternal(form))) return null;
  try {
    const url = new URL(forms[1] ?? value, origin);
    if (url.origin !== origin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments can normalise `/.//evil.com` into `//evil.com`: check what we hand out, too.
    return allSafe(path) ? path : null;
  } catch {
    return null;
  }
}
