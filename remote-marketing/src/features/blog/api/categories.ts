import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentList } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Category } from './types';

export const categoryKeys = { list: () => ['blog', 'categories'] as const };

/** GET /categories → the blog's categories that have posts, in the API's order. */
export async function getCategories(): Promise<Category[]> {
  const categories = await getContentList<Category>('blog', '/categories', {
    per_page: 100,
    _fields: 'id,name,slug,count',
  });
  return categories.filter((category) => category.count > 0);
}

/**
 * The id the posts are asked for under the URL's category slug: 0 for none (every category), -1 for
 * a slug none of `categories` has (an empty result, not every post).
 */
export const categoryIdOf = (slug: string, categories: readonly Category[]): number =>
  slug ? (categories.find((category) => category.slug === slug)?.id ?? -1) : 0;

export const categoriesQueryOptions = () => contentQuery(categoryKeys.list(), getCategories, 30);

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
