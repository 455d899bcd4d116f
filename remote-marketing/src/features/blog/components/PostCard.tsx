/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { color } from '@qa/shared/ui/tokens';
import { Badge, card, stretchedLink } from '../../content/components/ContentLayout';
import type { Category, Post } from '../api/types';
import { plainText, readingTimeLabel } from '../post-view';

/** Cover images are 1200×630: the box keeps that ratio before the image arrives (no shift). */
export const COVER = { width: 1200, height: 630 } as const;

export function PostCard({
  post,
  category,
  headingLevel = 2,
  eager = false,
}: {
  post: Post;
  category?: Category;
  headingLevel?: 2 | 3;
  /** The first cards are above the fold: load their images at once. */
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = plainText(post.title.rendered);
  return (
    <article css={card}>
      <img
        src={post.img_url}
        alt=""
        width={COVER.width}
        height={COVER.height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        css={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1200 / 630', background: '#F4F4F5' }}
      />
      <div css={{ display: 'flex', flexDirection: 'column', gap: 10, padding: 20, flex: 1 }}>
        {category ? <Badge>{category.name}</Badge> : null}
        <Heading css={{ fontSize: 19, lineHeight: 1.3, margin: 0 }}>
          <Link to={href('post', { slug: post.slug })} css={stretchedLink}>
            {title}
          </Link>
        </Heading>
        <p css={{ margin: 0, color: color.muted, lineHeight: 1.55 }}>{plainText(post.excerpt.rendered)}</p>
        <p css={{ margin: 'auto 0 0', paddingTop: 6, fontSize: 14, color: color.muted }}>
          {post.author_name} · <time dateTime={post.date}>{formatDate(post.date)}</time>
          {post.content ? ` · ${readingTimeLabel(post.content.rendered)}` : null}
        </p>
      </div>
    </article>
  );
}
