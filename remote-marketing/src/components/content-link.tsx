import type { ReactNode } from 'react';
import { contentTarget } from '@qa/shared/kernel/routing/content-target';
import { Link } from '@qa/shared/kernel/routing/router';

/**
 * A link whose target comes from content, by the kernel's content-target rule: an in-site path
 * opens in place, an http(s) address in a new tab; anything else renders nothing. Style it with
 * the light layer's `css` prop: its JSX runtime hands the class over as `className`.
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
