/** @jsxImportSource @qa/shared/ui/light-jsx */
import { mq } from '@qa/shared/ui/tokens';
import { ErrorState, Loading, Skeleton } from '../../page-state/components/PageStates';
import { useCategories } from '../api/categories';
import { useRelatedPosts } from '../api/posts';
import type { Post } from '../api/types';
import { PostCard } from './PostCard';

const grid = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 20,
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** Up to three more posts of the same category; nothing when there are none. */
export function RelatedPosts({ post }: { post: Post }) {
  const related = useRelatedPosts(post);
  const categories = useCategories();
  const byId = new Map((categories.data ?? []).map((c) => [c.id, c]));
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" css={{ marginTop: 56 }}>
      <h2 id="related-title" css={{ fontSize: 24, margin: '0 0 20px' }}>
        Related articles
      </h2>
      {related.isPending ? (
        <Loading label="Loading related articles">
          <div css={grid}>
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height={360} radius={16} />
            ))}
          </div>
        </Loading>
      ) : related.isError ? (
        <ErrorState
          title="Related articles could not be loaded"
          error={related.error}
          onRetry={() => void related.refetch()}
          level={3}
        />
      ) : (
        <ul css={grid}>
          {related.data.map((other) => (
            <li key={other.id}>
              <PostCard post={other} category={byId.get(other.categories[0] ?? 0)} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
