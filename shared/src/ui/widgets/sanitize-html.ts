/**
 * DOMPurify (11 KB gzip), loaded on demand: HTML from the content APIs is never part of the
 * first paint of `/`, so the sanitizer stays out of its first load (docs/architecture.md budgets).
 */
import { useSyncExternalStore } from 'react';
import { loadChunk } from '@qa/shared/kernel/chunk-recovery';
import { loadOnce } from '@qa/shared/kernel/load-once';

export type Sanitize = (html: string) => string;

let sanitize: Sanitize | null = null;
const listeners = new Set<() => void>();

async function createSanitizer(): Promise<Sanitize> {
  const { default: DOMPurify } = await loadChunk('sanitizer', () => import('dompurify'));
  const purify = DOMPurify(window);
  // Any target (not only `_blank`: a named window is a new tab too) must not hand the opener to the other page.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) =>
    purify.sanitize(html, {
      ADD_ATTR: ['target'],
      FORBID_TAGS: ['iframe', 'frame', 'object', 'embed', 'script', 'style', 'form'],
      FORBID_ATTR: ['style'],
      ALLOW_UNKNOWN_PROTOCOLS: false,
      // ids and names get a prefix, so content cannot clobber `document.x` or `form.x` lookups.
      SANITIZE_NAMED_PROPS: true,
    });
}

/** Starts loading DOMPurify (idempotent while it loads); a failed load is forgotten so the next call retries. */
export const loadSanitizer = loadOnce(() =>
  createSanitizer().then((ready) => {
    sanitize = ready;
    listeners.forEach((notify) => notify());
    return ready;
  }),
);

const RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];

/** Loads the sanitizer, retrying a failed chunk a few times (a flaky network, a redeploy). */
export async function loadSanitizerWithRetry(wait = (ms: number) => new Promise((r) => setTimeout(r, ms))) {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await loadSanitizer();
    } catch {
      await wait(delay);
    }
  }
  return loadSanitizer();
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
