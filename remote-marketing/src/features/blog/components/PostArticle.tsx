/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { href } from '@qa/shared/kernel/routing/route-table';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { SafeHtml } from '@qa/shared/ui/widgets/SafeHtml';
import { token } from '@qa/shared/ui/styles/tokens';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { CoverImage } from '@qa/shared/ui/primitives/Card';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { useCategories } from '../api/categories';
import type { Post } from '../api/types';
import { readingTimeLabel } from '@qa/shared/kernel/format/reading-time';
import { plainText } from '@qa/shared/kernel/format/plain-text';
import { withHeadingAnchors } from '../post-view';
import { RelatedPosts } from './RelatedPosts';
import { containerStyle, Stack } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { bodyLines } from '../../../components/ContentLayout';

/** Typography for the post's HTML: the sanitiser's output has no classes but these. */
const layout = [
  containerStyle(`${token('spacing-6')} ${token('spacing-16')}`, `${token('spacing-8')} ${token('spacing-20')}`),
  // a reading measure, from the page's left edge
  { '& > *': { maxWidth: 760 } },
];

const cover = {
  overflow: 'hidden',
  borderRadius: token('radii-2xl'),
  margin: `1.75rem 0 ${token('spacing-8')}`,
} as const;

const coverRatio = { aspectRatio: '1200 / 630' } as const;
const articleRoom = { marginTop: 24 } as const;
/** The category's room, kept while the categories load, so the title does not move. */
const badgeRoom = { minHeight: 24 } as const;
const titleRoom = { margin: `${token('spacing-3')} 0 0.875rem` } as const;
const authorName = { color: token('colors-fg') } as const;
const skeletonRoom = { marginTop: token('spacing-6') } as const;
const skeletonLines = { display: 'grid', gap: '0.875rem' } as const;

const prose = {
  fontSize: token('font-sizes-lg'),
  lineHeight: 1.7,
  color: token('colors-fg'),
  // the element is empty until the sanitiser has loaded: keep the room so the footer does not jump
  '&[data-safe-html="pending"]': { minHeight: 480 },
  'h2, h3': { lineHeight: 1.3, margin: '36px 0 12px', scrollMarginTop: 24 },
  h2: { fontSize: token('font-sizes-2xl') },
  h3: { fontSize: token('font-sizes-xl') },
  'p, ul, ol': { margin: '0 0 18px' },
  'ul, ol': { paddingLeft: 24 },
  li: { marginBottom: 6 },
  a: { color: token('colors-brand-600'), textUnderlineOffset: 3 },
  'a:focus-visible': { outline: `2px solid ${token('colors-brand-focus-ring')}`, outlineOffset: 2 },
  img: { maxWidth: '100%', height: 'auto' },
  '.heading-anchor': { marginLeft: 8, color: token('colors-fg-muted'), textDecoration: 'none', opacity: 0.6 },
  '.heading-anchor:hover, .heading-anchor:focus-visible': { opacity: 1, color: token('colors-brand-500') },
} as const;

export function PostArticle({ post }: { post: Post }) {
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === post.categories[0]);
  const { html } = withHeadingAnchors(post.content.rendered);
  return (
    <div css={layout}>
      <BackLink text="All articles" to={href('posts')} showLogo={false} />
      <article css={articleRoom}>
        <header>
          <div css={badgeRoom}>{category ? <Badge>{category.name}</Badge> : null}</div>
          <PageTitle css={titleRoom}>{plainText(post.title.rendered)}</PageTitle>
          <Text tone="muted" css={bodyLines}>
            By <strong css={authorName}>{post.author_name}</strong> ·{' '}
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {readingTimeLabel(post.content.rendered)}
          </Text>
        </header>
        <div css={cover}>
          <CoverImage src={post.img_url} priority />
        </div>
        <SafeHtml html={html} css={prose} />
      </article>
      <RelatedPosts post={post} />
    </div>
  );
}

/** The post page's loading state: title, byline, cover and text lines where they will be. */
export function PostArticleSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading the article" css={layout}>
      <SkeletonBlock h="6" w="30" />
      <Stack gap="3" css={skeletonRoom}>
        <SkeletonBlock h="6" w="25" />
        <SkeletonBlock h="21" />
        <SkeletonBlock h="5.5" w="60%" />
      </Stack>
      <div css={[cover, coverRatio]}>
        <SkeletonBlock h="100%" rounded="2xl" />
      </div>
      <div css={skeletonLines}>
        {Array.from({ length: 8 }, (_, key) => (
          <SkeletonBlock key={key} h="4.5" w={key % 3 === 2 ? '70%' : '100%'} />
        ))}
      </div>
    </div>
  );
}
