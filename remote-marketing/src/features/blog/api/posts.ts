import { keepPreviousData, useQuery } from '@qa/shared/kernel/query/react-query';
import { listOrThrow, readContent } from '@qa/shared/data/content-read';
import { contentQuery } from '@qa/shared/data/content-query';
import type { Post } from './types';

/** Posts per page of the blog: three rows of three. */
export const POSTS_PER_PAGE = 9;
const LIST_FIELDS = 'id,date,slug,title,excerpt,content,author_name,img_url,categories';

export interface PostsQuery {
  page: number;
  /** A category id; 0 for every category. */
  category: number;
  search: string;
}

export interface PostsPage {
  posts: Post[];
  total: number;
  /** From the API's `X-WP-TotalPages` header. */
  totalPages: number;
}

export const postKeys = {
  all: ['blog', 'posts'] as const,
  list: (query: PostsQuery) => [...postKeys.all, 'list', query] as const,
  related: (postId: number, category: number) => [...postKeys.all, 'related', postId, category] as const,
};

/** GET /posts?page=&per_page=&categories=&search= → one page, with the totals from the headers. */
export async function getPosts({ page, category, search }: PostsQuery, perPage = POSTS_PER_PAGE): Promise<PostsPage> {
  const { data, headers } = await readContent<unknown>('blog', '/posts', {
    page,
    per_page: perPage,
    _fields: LIST_FIELDS,
    categories: category || undefined,
    search: search || undefined,
  });
  const posts = listOrThrow<Post>(data);
  const header = (name: string) => Number(headers.get(name) ?? NaN);
  const total = header('X-WP-Total');
  const totalPages = header('X-WP-TotalPages');
  return {
    posts,
    total: Number.isFinite(total) ? total : posts.length,
    totalPages: Number.isFinite(totalPages) && totalPages > 0 ? totalPages : 1,
  };
}

export const postsQueryOptions = (query: PostsQuery) => contentQuery(postKeys.list(query), () => getPosts(query));

/** One page of the blog; the previous page stays on screen while the next one loads. */
export function usePosts(query: PostsQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}

const RELATED = 3;

/** Up to three other posts of the post's first category, newest first. */
export function useRelatedPosts(post: Pick<Post, 'id' | 'categories'>) {
  const category = post.categories[0] ?? 0;
  return useQuery(
    contentQuery(postKeys.related(post.id, category), async () => {
      const { posts } = await getPosts({ page: 1, category, search: '' }, RELATED + 1);
      return posts.filter((other) => other.id !== post.id).slice(0, RELATED);
    }),
  );
}
