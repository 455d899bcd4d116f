/** @jsxImportSource @qa/shared/ui/light-jsx */
import { href } from '@qa/shared/kernel/routing/route-table';
import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { token } from '@qa/shared/ui/styles/tokens';
import { Button, ButtonLink } from '@qa/shared/ui/primitives/Button';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { LongCardGrid } from '@qa/shared/ui/primitives/LongCardGrid';
import { bodyLines, container, PageIntro } from '../../../components/ContentLayout';
import { Text } from '@qa/shared/ui/primitives/text';
import { categoryIdOf, useCategories } from '../api/categories';
import { POSTS_PER_PAGE, usePosts } from '../api/posts';
import type { Category } from '../api/types';
import { useBlogQuery, type BlogQuery } from '../hooks/use-blog-query';
import { BlogFilters } from './BlogFilters';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';

const pageHref = (query: BlogQuery, page: number) => {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.q) params.set('q', query.q);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${href('posts')}${search ? `?${search}` : ''}`;
};

const page = { ...container, paddingTop: token('spacing-6'), paddingBottom: token('spacing-16') } as const;
/** The count keeps its line while it is empty, so the cards do not move. */
const summaryLine = { ...bodyLines, marginBottom: token('spacing-5'), minHeight: token('spacing-6') } as const;
/** The previous page's cards, faded while the next page loads. */
const stale = { opacity: 0.6 } as const;

/** Nine cards' worth of grey: the list's loading state takes the list's room. */
export function PostGridSkeleton({ count = POSTS_PER_PAGE }: { count?: number }) {
  return (
    <Loading label="Loading articles">
      <ul css={cardGridStyle()}>
        {Array.from({ length: count }, (_, key) => (
          <li key={key}>
            <SkeletonBlock h="100" rounded="2xl" />
          </li>
        ))}
      </ul>
    </Loading>
  );
}

/** `/posts`: filters, a page of posts, page links; all of it in the URL. */
export function BlogList() {
  const { query, search, setSearch, clear, filtered } = useBlogQuery();
  const categories = useCategories();
  const byId = new Map<number, Category>((categories.data ?? []).map((c) => [c.id, c]));
  const categoryId = categoryIdOf(query.category, categories.data ?? []);
  const category = byId.get(categoryId); // none for no filter (0) or an unknown slug (-1)
  const waitingForCategory = Boolean(query.category) && categories.isPending;
  const posts = usePosts(
    { page: query.page, category: categoryId, search: query.q },
    { enabled: !waitingForCategory && categoryId !== -1 },
  );
  const pastTheEnd = posts.error instanceof ApiError && posts.error.status === 400 && query.page > 1;

  const summary = (total: number) =>
    `${total} ${total === 1 ? 'article' : 'articles'}${category ? ` in ${category.name}` : ''}${query.q ? ` for “${query.q}”` : ''}`;

  return (
    <>
      <PageIntro
        title="Blog"
        lead="Articles on testing, automation and QA careers, written by the engineers who teach our courses."
      >
        <BlogFilters categories={categories.data ?? []} query={query} search={search} onSearch={setSearch} />
      </PageIntro>
      <div css={page}>
        <Text aria-live="polite" tone="muted" css={summaryLine}>
          {posts.data && !posts.isPlaceholderData ? summary(posts.data.total) : ''}
        </Text>
        {categoryId === -1 && !categories.isPending ? (
          <EmptyState
            title="There is no such category"
            action={
              <ButtonLink to={href('posts')} variant="secondary" size="sm">
                See every article
              </ButtonLink>
            }
          />
        ) : pastTheEnd ? (
          <EmptyState
            title="This page has no articles"
            action={
              <ButtonLink to={pageHref(query, 1)} variant="secondary" size="sm">
                Go to the first page
              </ButtonLink>
            }
          />
        ) : posts.isError ? (
          <ErrorState title="Articles could not be loaded" error={posts.error} onRetry={() => void posts.refetch()} />
        ) : posts.isPending || waitingForCategory ? (
          <PostGridSkeleton />
        ) : posts.data.posts.length === 0 ? (
          <EmptyState
            title={filtered ? 'No articles match' : 'No articles yet'}
            action={
              filtered ? (
                <Button variant="secondary" size="sm" onClick={clear}>
                  Clear search and category
                </Button>
              ) : null
            }
          >
            {filtered ? 'Try another word or category.' : 'New articles are published every week.'}
          </EmptyState>
        ) : (
          <>
            <LongCardGrid css={posts.isPlaceholderData && stale} busy={posts.isPlaceholderData}>
              {posts.data.posts.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} category={byId.get(post.categories[0] ?? 0)} eager={index < 3} />
                </li>
              ))}
            </LongCardGrid>
            <Pagination page={query.page} totalPages={posts.data.totalPages} hrefOf={(page) => pageHref(query, page)} />
          </>
        )}
      </div>
    </>
  );
}
