import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { usePageMeta } from '@qa/shared/ui/hooks/use-page-meta';
import { usePost } from '../features/blog/api/post';
import { PostArticle, PostArticleSkeleton } from '../features/blog/components/PostArticle';
import { plainText } from '@qa/shared/kernel/format/plain-text';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState } from '@qa/shared/ui/primitives/PageStates';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { loadSanitizerWithRetry } from '@qa/shared/ui/widgets/sanitize-html';
import { postQueryOptions } from '../features/blog/api/post';
import { PageContainer, Stack } from '@qa/shared/ui/primitives/layout';

/** `/posts/:slug`: one article; an unknown slug is the site's not-found page. */
export default function PostPage() {
  const { slug = '' } = useParams();
  const post = usePost(slug);
  usePageMeta(
    post.data
      ? {
          title: plainText(post.data.title.rendered),
          description: plainText(post.data.excerpt.rendered),
          image: post.data.img_url,
          path: href('post', { slug: post.data.slug }),
          type: 'article',
        }
      : null,
  );
  if (post.isPending) return <PostArticleSkeleton />;
  if (isNotFound(post.error)) return <NotFound />;
  if (post.isError)
    return (
      <PageContainer>
        <Stack gap="4">
          <PageTitle>Blog post</PageTitle>
          <ErrorState title="The article could not be loaded" error={post.error} onRetry={() => void post.refetch()} />
        </Stack>
      </PageContainer>
    );
  return <PostArticle post={post.data} />;
}

/**
 * The post starts loading with the page's code (remote-contracts `prefetch`), and the sanitizer for
 * its body with it: the page then renders once, with the article, rather than an empty body that
 * fills in later in a second long render.
 */
export const prefetch: PagePrefetch = ({ params, queryClient }) => {
  if (!params.slug) return undefined;
  // A sanitizer that fails to load is SafeHtml's to retry and report; the post shows meanwhile.
  const sanitizer = loadSanitizerWithRetry().catch(() => undefined);
  return Promise.all([queryClient.prefetchQuery(postQueryOptions(params.slug)), sanitizer]);
};
