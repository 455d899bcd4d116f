/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import type { Category } from '../api/types';
import type { BlogQuery } from '../hooks/use-blog-query';

const chip = (active: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 36,
    padding: '0 14px',
    borderRadius: 999,
    border: `1px solid ${active ? token('colors-brand-500') : token('colors-border')}`,
    background: active ? token('colors-brand-500') : '#fff',
    color: active ? '#fff' : token('colors-fg'),
    fontWeight: 600,
    fontSize: 14,
    textDecoration: 'none',
    '&:hover': { borderColor: token('colors-brand-500') },
    ...focusRing,
  }) as const;

/** `?category=…&q=…`: the list's URL for a category, keeping the search (and page 1). */
const categoryHref = (slug: string, q: string) => {
  const params = new URLSearchParams();
  if (slug) params.set('category', slug);
  if (q) params.set('q', q);
  const query = params.toString();
  return `${href('posts')}${query ? `?${query}` : ''}`;
};

/** Search box and category links (links, so a category view can be opened in a new tab or shared). */
export function BlogFilters({
  categories,
  query,
  search,
  onSearch,
}: {
  categories: Category[];
  query: BlogQuery;
  search: string;
  onSearch: (value: string) => void;
}) {
  const inputId = useId();
  return (
    <div
      css={{
        display: 'grid',
        gap: 16,
        marginTop: 24,
        [mq.lg]: { gridTemplateColumns: '1fr 320px', alignItems: 'start' },
      }}
    >
      <nav aria-label="Categories">
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {[{ slug: '', name: 'All' }, ...categories].map((category) => {
            const active = category.slug === query.category;
            return (
              <li key={category.slug || 'all'}>
                <Link
                  to={categoryHref(category.slug, query.q)}
                  aria-current={active ? 'page' : undefined}
                  css={chip(active)}
                >
                  {category.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div role="search">
        <label htmlFor={inputId} css={{ display: 'block', fontWeight: 600, fontSize: 14, marginBottom: 6 }}>
          Search articles
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          maxLength={200}
          placeholder="e.g. Playwright"
          onChange={(event) => onSearch(event.target.value)}
          css={{
            width: '100%',
            height: 44,
            padding: '0 14px',
            borderRadius: 10,
            border: `1px solid #A1A1AA`,
            fontSize: 16,
            background: '#fff',
            boxSizing: 'border-box',
            ...focusRing,
          }}
        />
      </div>
    </div>
  );
}
