/** @jsxImportSource @qa/shared/ui/light-jsx */
import type { ReactNode } from 'react';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';

/** What a section needs of a query (TanStack's `useQuery` result fits). */
export type QueryLike<T> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
};

type Level = 'h2' | 'h3';

const isEmptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * One query's section in its four states, in the order every page uses: skeletons while loading,
 * the server's sentence with Retry on failure, the empty state for an empty list, then the content.
 * The states themselves are `PageStates`; this only picks one, so no page spells the chain again.
 */
export function QueryStates<T>({
  query,
  loadingLabel,
  skeleton,
  errorTitle,
  empty,
  isEmpty = isEmptyList,
  headingLevel,
  children,
}: {
  query: QueryLike<T>;
  /** What is loading, for assistive tech ("Loading events"). */
  loadingLabel: string;
  /** Grey blocks sized like the content (`SkeletonBlocks`), so nothing shifts when it arrives. */
  skeleton: ReactNode;
  errorTitle: string;
  /** The empty state's title and text; without it an empty list renders as content. */
  empty?: { title: string; body?: ReactNode; action?: ReactNode };
  isEmpty?: (data: T) => boolean;
  headingLevel?: Level;
  children: (data: T) => ReactNode;
}) {
  if (query.isError)
    return (
      <ErrorState
        title={errorTitle}
        error={query.error}
        onRetry={() => void query.refetch()}
        headingLevel={headingLevel}
      />
    );
  if (query.isPending || query.data === undefined) return <Loading label={loadingLabel}>{skeleton}</Loading>;
  if (empty && isEmpty(query.data))
    return (
      <EmptyState title={empty.title} action={empty.action} headingLevel={headingLevel}>
        {empty.body}
      </EmptyState>
    );
  return <>{children(query.data)}</>;
}

/** `count` skeleton blocks alike, each in an `li` when they stand in for list items. */
export function SkeletonBlocks({
  count,
  item,
  ...block
}: Parameters<typeof SkeletonBlock>[0] & { count: number; item?: 'li' }) {
  return (
    <>
      {Array.from({ length: count }, (_, key) =>
        item ? (
          <li key={key}>
            <SkeletonBlock {...block} />
          </li>
        ) : (
          <SkeletonBlock key={key} {...block} />
        ),
      )}
    </>
  );
}
