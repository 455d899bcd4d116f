import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';

/**
 * What a target from content is (docs/behaviour.md "Targets from content"): a path of this site,
 * an http(s) address, or neither (then it is not a link at all).
 */
export function contentTarget(to: string): 'site' | 'web' | null {
  if (/^\/(?![/\\])/.test(to)) return 'site';
  if (/^https?:\/\//i.test(to)) return 'web';
  return null;
}

/**
 * A link whose target comes from content: an in-site path opens in place, an http(s) address in a
 * new tab; anything else renders nothing. Style it with Emotion's `css` prop: Emotion hands it over
 * as `className`.
 */
export function ContentLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const target = contentTarget(to);
  if (target === 'site') {
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  }
  if (target === 'web') {
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
      </a>
    );
  }
  return null;
}
