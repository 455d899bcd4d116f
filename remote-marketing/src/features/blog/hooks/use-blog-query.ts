import { useEffect, useState } from 'react';
import { useSearchParams } from '@qa/shared/kernel/routing/router';

/** How long typing pauses before the search reaches the URL (and the API). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface BlogQuery {
  page: number;
  /** A category slug; '' for every category. */
  category: string;
  q: string;
}

/** The list's state in `params` (`?page=&category=&q=`), out-of-range values as their default. */
export const readBlogQuery = (params: URLSearchParams): BlogQuery => {
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    category: /^[a-z0-9-]{1,60}$/.test(params.get('category') ?? '') ? (params.get('category') ?? '') : '',
    q: (params.get('q') ?? '').slice(0, 200),
  };
};

/**
 * The blog list's state lives in the URL query (`page`, `category`, `q`), so a page of results can
 * be shared and survives a reload. Changing the category or the search starts again at page 1;
 * the search box answers at once, the URL follows after a pause.
 */
export function useBlogQuery() {
  const [params, setParams] = useSearchParams();
  const query = readBlogQuery(params);
  const [search, setSearch] = useState(query.q);

  const update = (patch: Partial<BlogQuery>, options: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        const merged = { ...readBlogQuery(current), page: 1, ...patch };
        for (const [key, value] of Object.entries(merged)) {
          if (value && !(key === 'page' && value === 1)) next.set(key, String(value));
          else next.delete(key);
        }
        return next;
      },
      { replace: options.replace ?? false },
    );

  // The URL is the truth: back/forward or a shared link puts its search into the box.
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    setSearch(query.q);
  }

  useEffect(() => {
    if (search.trim() === query.q) return;
    const timer = setTimeout(() => update({ q: search.trim() }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // update is rebuilt each render; the pending search is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, query.q]);

  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams());
  };
  return { query, search, setSearch, update, clear, filtered: Boolean(query.category || query.q) };
}
