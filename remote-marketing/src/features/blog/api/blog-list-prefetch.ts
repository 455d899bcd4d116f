import type { QueryClient } from '@qa/shared/kernel/query/react-query';
import type { BlogQuery } from '../hooks/use-blog-query';
import { categoriesQueryOptions, categoryIdOf } from './categories';
import { postsQueryOptions } from './posts';

/**
 * Starts the first data of the blog list at `query`, the queries `BlogList` reads: the categories and
 * the page of posts, together. A category filter names a slug, and the posts ask for its id: they
 * follow the categories then, as on the page (an unknown slug asks for no posts). Never rejects.
 */
export function prefetchBlogList(queryClient: QueryClient, { page, category, q }: BlogQuery): Promise<unknown> {
  const posts = (id: number) => queryClient.prefetchQuery(postsQueryOptions({ page, category: id, search: q }));
  const categories = queryClient.fetchQuery(categoriesQueryOptions());
  const both = category
    ? categories.then((list) => {
        const id = categoryIdOf(category, list);
        return id === -1 ? undefined : posts(id);
      })
    : Promise.all([categories, posts(0)]);
  return both.catch(() => undefined);
}
