/** @jsxImportSource @qa/shared/ui/light-jsx */
import { formatDate } from '@qa/shared/kernel/format/date';
import { href } from '@qa/shared/kernel/routing/route-table';
import { BackLink } from '@qa/shared/ui/BackLink';
import { SafeHtml } from '@qa/shared/ui/SafeHtml';
import { color, mq } from '@qa/shared/ui/tokens';
import { Badge } from '../../content/components/ContentLayout';
import { useCategories } from '../api/categories';
import type { Post } from '../api/types';
import { plainText, readingTimeLabel, withHeadingAnchors } from '../post-view';
import { COVER } from './PostCard';
import { RelatedPosts } from './RelatedPosts';

/** Typography for the post's HTML: the sanitiser's output has no classes but these. */
const prose = {
  fontSize: 18,
  lineHeight: 1.7,
  color: color.text,
  // the element is empty until the sanitiser has loaded: keep the room so the footer does not jump
  '&[data-safe-html="pending"]': { minHeight: 480 },
  'h2, h3': { lineHeight: 1.3, margin: '36px 0 12px', scrollMarginTop: 24 },
  h2: { fontSize: 26 },
  h3: { fontSize: 21 },
  'p, ul, ol': { margin: '0 0 18px' },
  'ul, ol': { paddingLeft: 24 },
  li: { marginBottom: 6 },
  a: { color: color.brandDark, textUnderlineOffset: 3 },
  'a:focus-visible': { outline: `2px solid ${color.focus}`, outlineOffset: 2 },
  img: { maxWidth: '100%', height: 'auto' },
  '.heading-anchor': { marginLeft: 8, color: color.muted, textDecoration: 'none', opacity: 0.6 },
  '.heading-anchor:hover, .heading-anchor:focus-visible': { opacity: 1, color: color.brand },
} as const;

export function PostArticle({ post }: { post: Post }) {
  const categories = useCategories();
  const category = categories.data?.find((c) => c.id === post.categories[0]);
  const { html } = withHeadingAnchors(post.content.rendered);
  return (
    <div css={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px 64px', [mq.md]: { padding: '32px 32px 80px' } }}>
      <BackLink text="All articles" to={href('posts')} showLogo={false} />
      <article css={{ marginTop: 24 }}>
        <header>
          <div css={{ minHeight: 24 }}>{category ? <Badge>{category.name}</Badge> : null}</div>
          <h1 css={{ fontSize: 32, lineHeight: 1.2, margin: '12px 0 14px', [mq.md]: { fontSize: 42 } }}>
            {plainText(post.title.rendered)}
          </h1>
          <p css={{ margin: 0, color: color.muted }}>
            By <strong css={{ color: color.text }}>{post.author_name}</strong> ·{' '}
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {readingTimeLabel(post.content.rendered)}
          </p>
        </header>
        <img
          src={post.img_url}
          alt=""
          width={COVER.width}
          height={COVER.height}
          fetchPriority="high"
          css={{
            display: 'block',
            width: '100%',
            height: 'auto',
            aspectRatio: '1200 / 630',
            borderRadius: 16,
            margin: '28px 0 32px',
            background: '#F4F4F5',
          }}
        />
        <SafeHtml html={html} css={prose} />
      </article>
      <RelatedPosts post={post} />
    </div>
  );
}

/** The post page's loading state: title, byline, cover and text lines where they will be. */
export function PostArticleSkeleton() {
  const grey = { background: '#F4F4F5', borderRadius: 8 } as const;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label="Loading the article"
      css={{ maxWidth: 760, margin: '0 auto', padding: '24px 16px 64px', [mq.md]: { padding: '32px 32px 80px' } }}
    >
      <div css={{ ...grey, height: 24, width: 120 }} />
      <div css={{ ...grey, height: 24, width: 100, marginTop: 24 }} />
      <div css={{ ...grey, height: 84, marginTop: 12 }} />
      <div css={{ ...grey, height: 22, width: '60%', marginTop: 14 }} />
      <div css={{ ...grey, aspectRatio: '1200 / 630', borderRadius: 16, margin: '28px 0 32px' }} />
      {Array.from({ length: 8 }, (_, key) => (
        <div key={key} css={{ ...grey, height: 18, marginBottom: 14, width: key % 3 === 2 ? '70%' : '100%' }} />
      ))}
    </div>
  );
}
