import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';

/**
 * A link whose target comes from content (docs/behaviour.md "Targets from content"): an in-site
 * path opens in place, an http(s) address in a new tab; anything else is not a link at all.
 * Style it with Emotion's `css` prop: Emotion hands it over as `className`.
 */
export function ContentLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  if (/^\/(?![/\\])/.test(to)) {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:\/\//i.test(to)) {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return null;
}
