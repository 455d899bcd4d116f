import type { ReactNode } from 'react';
import { isNotFound } from '@qa/shared/data/retry';
import { usePageMeta, type PageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { PageContainer, Stack } from '@qa/shared/ui/primitives/layout';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import type { QueryLike } from '@qa/shared/ui/primitives/QueryStates';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';

/**
 * A page of one item read by its address (an event, a post, a mentor): its skeleton while it loads,
 * the site's not-found page for an unknown address, the error with Retry under the page's name,
 * then the item; its title and description for the head once it has arrived.
 */
export function ItemPageStates<T>({
  query,
  meta,
  skeleton,
  pageTitle,
  errorTitle,
  children,
}: {
  query: QueryLike<T>;
  meta: (item: T) => PageMeta;
  skeleton: ReactNode;
  /** The page's heading above the error ("Event"). */
  pageTitle: string;
  errorTitle: string;
  children: (item: T) => ReactNode;
}) {
  usePageMeta(query.data === undefined ? null : meta(query.data));
  if (query.isPending) return skeleton;
  if (isNotFound(query.error)) return <NotFound />;
  if (query.isError)
    return (
      <PageContainer>
        <Stack gap="4">
          <PageTitle>{pageTitle}</PageTitle>
          <ErrorState title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />
        </Stack>
      </PageContainer>
    );
  return query.data === undefined ? skeleton : children(query.data);
}
