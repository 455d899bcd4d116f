import { useQuery } from '@qa/shared/kernel/query/react-query';
import { blogApi } from '@qa/shared/data/api-client';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Category } from './types';

export const categoryKeys = { list: () => ['blog', 'categories'] as const };

/** GET /categories → the blog's categories that have posts, in the API's order. */
export async function getCategories(): Promise<Category[]> {
  const { data } = await blogApi.get<Category[]>('/categories', {
    params: { per_page: 100, _fields: 'id,name,slug,count' },
  });
  return data.filter((category) => category.count > 0);
}

export const categoriesQueryOptions = () => contentQuery(categoryKeys.list(), getCategories, 30);

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
