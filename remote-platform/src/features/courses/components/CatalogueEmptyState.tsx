import type { ReactNode } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { EmptyState } from '@qa/shared/ui/primitives/PageStates';

/** A course list with nothing in it yet: say so, and offer the whole catalogue instead of an empty grid. */
export function CatalogueEmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState
      title={title}
      // Always inside a section headed by an h2.
      headingLevel="h3"
      action={<ButtonLink to={href('courses')}>Browse the catalogue</ButtonLink>}
    >
      {children}
    </EmptyState>
  );
}
