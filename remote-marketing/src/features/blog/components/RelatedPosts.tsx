/** @jsxImportSource @qa/shared/ui/light-jsx */
import { token } from '@qa/shared/ui/styles/tokens';
import { CardGrid, cardGridStyle } from '@qa/shared/ui/primitives/Card';
import { SectionHeading } from '@qa/shared/ui/primitives/heading';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
import { useCategories } from '../api/categories';
import { useRelatedPosts } from '../api/posts';
import type { Post } from '../api/types';
import { PostCard } from './PostCard';

/** Up to three more posts of the same category; nothing when there are none. */
const sectionRoom = { marginTop: '3.5rem' } as const;
const titleRoom = { marginBottom: token('spacing-5') } as const;

export function RelatedPosts({ post }: { post: Post }) {
  const related = useRelatedPosts(post);
  const categories = useCategories();
  const byId = new Map((categories.data ?? []).map((c) => [c.id, c]));
  if (related.isSuccess && related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-title" css={sectionRoom}>
      <SectionHeading id="related-title" css={titleRoom}>
        Related articles
      </SectionHeading>
      <QueryStates
        query={related}
        loadingLabel="Loading related articles"
        skeleton={
          <div css={cardGridStyle()}>
            <SkeletonBlocks count={3} h="90" rounded="2xl" />
          </div>
        }
        errorTitle="Related articles could not be loaded"
        headingLevel="h3"
      >
        {(others) => (
          <CardGrid>
            {others.map((other) => (
              <li key={other.id}>
                <PostCard post={other} category={byId.get(other.categories[0] ?? 0)} headingLevel={3} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryStates>
    </section>
  );
}
