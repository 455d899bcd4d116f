/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { Card, CardLink, CoverImage } from '@qa/shared/ui/primitives/Card';
import { CardTitle } from '@qa/shared/ui/primitives/heading';
import { Text } from '@qa/shared/ui/primitives/text';
import { cardFooter } from '../../../components/ContentLayout';
import type { Category, Post } from '../api/types';
import { readingTimeLabel } from '@qa/shared/kernel/format/reading-time';
import { plainText } from '@qa/shared/kernel/format/plain-text';

/** An excerpt's lines, a touch looser than the other cards' (the excerpt is longer). */
const excerptLines = { lineHeight: 1.55 } as const;

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
  const title = plainText(post.title.rendered);
  return (
    <Card linked cover={<CoverImage src={post.img_url} priority={eager} />}>
      {category ? (
        <div>
          <Badge>{category.name}</Badge>
        </div>
      ) : null}
      <CardTitle as={headingLevel === 2 ? 'h2' : 'h3'}>
        <CardLink to={href('post', { slug: post.slug })}>{title}</CardLink>
      </CardTitle>
      <Text tone="muted" css={excerptLines}>
        {plainText(post.excerpt.rendered)}
      </Text>
      <p css={cardFooter}>
        {post.author_name} · <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.content ? ` · ${readingTimeLabel(post.content.rendered)}` : null}
      </p>
    </Card>
  );
}
