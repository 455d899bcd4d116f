/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { focusRing, mq, token } from '@qa/shared/ui/tokens';
import { fieldLabel, input } from '@qa/shared/ui/primitives/field-look';
import type { Category } from '../api/types';
import type { BlogQuery } from '../hooks/use-blog-query';

const chip = (active: boolean) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '2.25rem',
    paddingInline: token('spacing-3'),
    borderRadius: token('radii-full'),
    border: `1px solid ${active ? token('colors-brand-500') : token('colors-border')}`,
    background: active ? token('colors-brand-500') : token('colors-bg'),
    color: active ? token('colors-white') : token('colors-fg'),
    fontWeight: token('font-weights-semibold'),
    fontSize: token('font-sizes-sm'),
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
        gap: token('spacing-4'),
        marginTop: token('spacing-3'),
        [mq.lg]: { gridTemplateColumns: '1fr 320px', alignItems: 'start' },
      }}
    >
      <nav aria-label="Categories">
        <ul
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: token('spacing-2') }}
        >
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
        <label htmlFor={inputId} css={[fieldLabel, { marginBottom: token('spacing-1.5') }]}>
          Search articles
        </label>
        <input
          id={inputId}
          type="search"
          value={search}
          maxLength={200}
          placeholder="e.g. Playwright"
          onChange={(event) => onSearch(event.target.value)}
          css={[input, { display: 'block', background: token('colors-bg'), boxSizing: 'border-box' }]}
        />
      </div>
    </div>
  );
}
