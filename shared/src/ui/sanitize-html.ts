/**
 * DOMPurify (11 KB gzip), loaded on demand: HTML from the content APIs is never part of the
 * first paint of `/`, so the sanitizer stays out of its first load (docs/architecture.md budgets).
 */
import { useSyncExternalStore } from 'react';

export type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

async function createSanitizer(): Promise<Sanitize> {
  const { default: DOMPurify } = await import('dompurify');
  const purify = DOMPurify(window);
  // A link that opens a new tab must not hand the opener to the other page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) =>
    purify.sanitize(html, {
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['iframe', 'frame', 'object', 'embed', 'script', 'style', 'form'],
      FORBID_ATTR: ['style'],
      ALLOW_UNKNOWN_PROTOCOLS: false,
    });
}

/** Starts loading DOMPurify (idempotent); resolves with the sanitizer. */
export function loadSanitizer(): Promise<Sanitize> {
  loading ??= createSanitizer().then((ready) => {
    sanitize = ready;
    listeners.forEach((notify) => notify());
    return ready;
  });
  return loading;
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The sanitizer once loaded, else null (`loadSanitizer` starts loading it). */
export function useSanitizer(): Sanitize | null {
  return useSyncExternalStore(
    subscribe,
    () => sanitize,
    () => null,
  );
}
