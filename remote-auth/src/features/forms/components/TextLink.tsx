import type { ReactNode } from 'react';
import { Link as RouterLink } from '@qa/shared/kernel/routing/router';
import { Link } from '@qa/shared/ui/kit';

/** An in-app link in the brand colour. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline" textUnderlineOffset="2px">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
