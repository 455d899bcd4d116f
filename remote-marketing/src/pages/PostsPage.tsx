import { href } from '@qa/shared/kernel/routing/route-table';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { prefetchBlogList } from '../features/blog/api/blog-list-prefetch';
import { BlogList } from '../features/blog/components/BlogList';
import { readBlogQuery } from '../features/blog/hooks/use-blog-query';

/** `/posts`: the blog; page, category and search live in the URL query. */
export default function PostsPage() {
  usePageMeta({
    title: 'Blog',
    description:
      'Articles on software testing, test automation, performance and security, and on getting hired as a QA engineer.',
    path: href('posts'),
  });
  return <BlogList />;
}

/**
 * The list's first data starts with the page's code (remote-contracts `prefetch`): the page then
 * renders once, with its cards, instead of a grid of skeletons. A host that passes no query gets none.
 */
export const prefetch: PagePrefetch = ({ search, queryClient }) =>
  search ? prefetchBlogList(queryClient, readBlogQuery(search)) : undefined;
