import { href } from '@qa/shared/kernel/routing/route-table';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { BlogList } from '../features/blog/components/BlogList';

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
