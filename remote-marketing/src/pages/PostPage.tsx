import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { plainText } from '@qa/shared/kernel/format/plain-text';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { loadSanitizerWithRetry } from '@qa/shared/ui/widgets/sanitize-html';
import { ItemPageStates } from '../components/ItemPageStates';
import { postQueryOptions, usePost } from '../features/blog/api/post';
import { PostArticle, PostArticleSkeleton } from '../features/blog/components/PostArticle';

/** `/posts/:slug`: one article; an unknown slug is the site's not-found page. */
export default function PostPage() {
  const { slug = '' } = useParams();
  return (
    <ItemPageStates
      query={usePost(slug)}
      meta={(post) => ({
        title: plainText(post.title.rendered),
        description: plainText(post.excerpt.rendered),
        image: post.img_url,
        path: href('post', { slug: post.slug }),
        type: 'article',
      })}
      skeleton={<PostArticleSkeleton />}
      pageTitle="Blog post"
      errorTitle="The article could not be loaded"
    >
      {(post) => <PostArticle post={post} />}
    </ItemPageStates>
  );
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
