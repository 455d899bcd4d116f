import type { ReactNode } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Button, chakra } from '@qa/shared/ui/kit';
import { EmptyState } from '../../page-state/components/PageStates';

const ButtonLink = chakra(Link);

/** A course list with nothing in it yet: say so, and offer the whole catalogue instead of an empty grid. */
export function CatalogueEmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyState
      title={title}
      // Always inside a section headed by an h2.
      headingLevel="h3"
      action={
        <Button asChild colorPalette="brand">
          <ButtonLink to={href('courses')}>Browse the catalogue</ButtonLink>
        </Button>
      }
    >
      {children}
    </EmptyState>
  );
}
