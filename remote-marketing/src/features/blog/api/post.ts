import { useQuery } from '@qa/shared/kernel/query/react-query';
import { getContentList } from '@qa/shared/data/content-read';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Post } from './types';

export const postKeys = { bySlug: (slug: string) => ['blog', 'post', slug] as const };

/** GET /posts?slug= → the post; WordPress answers an unknown slug with `[]`, which is our 404. */
export async function getPostBySlug(slug: string): Promise<Post> {
  const [post] = await getContentList<Post>('blog', '/posts', { slug });
  if (!post) throw new ApiError('There is no such post.', 'http', 404);
  return post;
}

export const postQueryOptions = (slug: string) => contentQuery(postKeys.bySlug(slug), () => getPostBySlug(slug));

export function usePost(slug: string) {
  return useQuery(postQueryOptions(slug));
}
