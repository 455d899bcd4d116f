/**
 * The one place raw HTML reaches the DOM (docs/architecture.md "Shared code in layers", enforced by
 * react/no-danger):
 * every string goes through DOMPurify first. Until DOMPurify has loaded the element stays
 * empty, so unsanitised HTML never paints; a failed load is retried, the content still hidden. DOMPurify is fetched when the element comes near
 * the viewport, so HTML below the fold (the footer) costs `/` nothing on first load.
 * The HTML is sanitised once per string, not on every render: a post's body costs 4–25 ms at 4× CPU,
 * and the element renders twice on mount (once more when its ref arrives).
 */
import { createElement, useEffect, useMemo, useState } from 'react';
import { loadSanitizerWithRetry, useSanitizer } from '@qa/shared/ui/widgets/sanitize-html';

export interface SafeHtmlProps {
  html: string;
  /** The element that holds the HTML; a `span` for inline text such as titles. */
  as?: 'div' | 'span' | 'p' | 'section' | 'article';
  className?: string;
  id?: string;
}

const NEAR_VIEWPORT = '400px';

export function SafeHtml({ html, as = 'div', className, id }: SafeHtmlProps) {
  const sanitize = useSanitizer();
  const [element, ref] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (sanitize || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      void loadSanitizerWithRetry().catch(() => undefined);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          void loadSanitizerWithRetry().catch(() => undefined);
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sanitize, element]);
  const clean = useMemo(() => (sanitize ? sanitize(html) : null), [sanitize, html]);
  if (clean === null) return createElement(as, { ref, className, id, 'data-safe-html': 'pending' });
  return createElement(as, { ref, className, id, dangerouslySetInnerHTML: { __html: clean } });
}
