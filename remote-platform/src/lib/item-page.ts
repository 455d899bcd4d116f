import type { UseQueryResult } from '@qa/shared/kernel/query/react-query';
import { isNotFound } from '@qa/shared/data/retry';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';

/** An address's numeric id: the number, or 0 for anything else (no record has id 0). */
export const numericId = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);

/**
 * A page of one record found by the numeric id in its address (a path, an instructor, a learner):
 * loads it, titles the document with its name (`pendingTitle` meanwhile, none after a failure), and
 * says whether the page is Not found — a malformed id or the server's 404.
 */
export function useItemPage<T>(
  param: string | undefined,
  useItem: (id: number) => UseQueryResult<T, unknown>,
  nameOf: (item: T) => string,
  pendingTitle: string,
) {
  const id = numericId(param);
  const query = useItem(id);
  useDocumentTitle(query.data === undefined ? (query.isError ? null : pendingTitle) : nameOf(query.data));
  return { id, query, notFound: id === 0 || (query.isError && isNotFound(query.error)) };
}
