/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import { href } from '@qa/shared/kernel/routing/route-table';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { fieldLabel, input } from '@qa/shared/ui/primitives/field-look';
import { Row } from '@qa/shared/ui/primitives/layout';
import { SearchInput } from '@qa/shared/ui/primitives/SearchInput';
import type { Category } from '../api/types';
import type { BlogQuery } from '../hooks/use-blog-query';

/** `?category=…&q=…`: the list's URL for a category, keeping the search (and page 1). */
const categoryHref = (slug: string, q: string) => {
  const params = new URLSearchParams();
  if (slug) params.set('category', slug);
  if (q) params.set('q', q);
  const query = params.toString();
  return `${href('posts')}${query ? `?${query}` : ''}`;
};

/** Categories, and the search beside them from `lg`. */
const filters = {
  display: 'grid',
  gap: token('spacing-4'),
  marginTop: token('spacing-3'),
  [mq.lg]: { gridTemplateColumns: '1fr 320px', alignItems: 'start' },
} as const;
const plainList = { listStyle: 'none', padding: 0 } as const;
const labelRoom = { marginBottom: token('spacing-1.5') } as const;
/** White over the tinted intro band. */
const searchBox = { display: 'block', background: token('colors-bg'), boxSizing: 'border-box' } as const;

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
    <div css={filters}>
      <nav aria-label="Categories">
        <Row as="ul" gap="2" wrap css={plainList}>
          {[{ slug: '', name: 'All' }, ...categories].map((category) => {
            const active = category.slug === query.category;
            return (
              <li key={category.slug || 'all'}>
                <ButtonLink
                  to={categoryHref(category.slug, query.q)}
                  aria-current={active ? 'page' : undefined}
                  variant={active ? 'primary' : 'secondary'}
                  size="sm"
                >
                  {category.name}
                </ButtonLink>
              </li>
            );
          })}
        </Row>
      </nav>
      <div role="search">
        <label htmlFor={inputId} css={[fieldLabel, labelRoom]}>
          Search articles
        </label>
        <SearchInput
          id={inputId}
          value={search}
          maxLength={200}
          placeholder="e.g. Playwright"
          onSearch={onSearch}
          css={[input, searchBox]}
        />
      </div>
    </div>
  );
}
