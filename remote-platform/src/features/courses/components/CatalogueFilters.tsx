/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useId } from 'react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import type { CareerPath } from '../../paths/public';
import type { CatalogueFilters as Filters } from '../hooks/use-catalogue-filters';
import { token } from '@qa/shared/ui/styles/tokens';
import { simpleGrid } from '@qa/shared/ui/chakra/chakra-look/layout';
import { SearchInput } from '@qa/shared/ui/primitives/SearchInput';
import { nativeControl } from '../../../components/control-look';

/** What the search box and the selects share: Chakra's input look (size md), one focus ring. */
const field = {
  ...nativeControl,
  width: '100%',
  height: '2.5rem',
  paddingInline: token('spacing-3'),
  paddingBlock: 0,
} as const;

const select = { ...field, borderRadius: token('radii-md') } as const;

const searchBox = {
  ...field,
  position: 'relative',
  appearance: 'none',
  borderRadius: token('radii-l2'),
  lineHeight: '1.25rem',
} as const;

const fieldLabel = {
  display: 'block',
  fontSize: token('font-sizes-sm'),
  fontWeight: token('font-weights-medium'),
  marginBottom: token('spacing-1'),
} as const;

function Select(props: SelectHTMLAttributes<HTMLSelectElement>) {
  return <select css={select} {...props} />;
}

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} css={fieldLabel}>
        {label}
      </label>
      {children}
    </div>
  );
}

export interface CatalogueFiltersProps {
  filters: Filters;
  search: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<Filters>) => void;
  paths: CareerPath[];
}

/**
 * Search and the three filters; each change is one URL update (see use-catalogue-filters).
 * `data-live-only`: a prerendered copy of the catalogue keeps their place empty, as input typed there
 * would be dropped when the real page replaces it.
 */
export function CatalogueFilters({ filters, search, onSearch, onChange, paths }: CatalogueFiltersProps) {
  const id = useId();
  return (
    <form role="search" aria-label="Courses" data-live-only="" onSubmit={(event) => event.preventDefault()}>
      <div css={simpleGrid({ base: 1, md: 2, lg: 4 }, 'spacing-3')}>
        <Labelled label="Search" id={`${id}-q`}>
          <SearchInput id={`${id}-q`} placeholder="Title or topic" value={search} onSearch={onSearch} css={searchBox} />
        </Labelled>
        <Labelled label="Career path" id={`${id}-path`}>
          <Select id={`${id}-path`} value={filters.path} onChange={(event) => onChange({ path: event.target.value })}>
            <option value="">All paths</option>
            {paths.map((path) => (
              <option key={path.id} value={String(path.id)}>
                {path.title}
              </option>
            ))}
          </Select>
        </Labelled>
        <Labelled label="Level" id={`${id}-level`}>
          <Select
            id={`${id}-level`}
            value={filters.level}
            onChange={(event) => onChange({ level: event.target.value as Filters['level'] })}
          >
            <option value="">All levels</option>
            <option value="beginner">Beginner</option>
            <option value="intermediate">Intermediate</option>
            <option value="advanced">Advanced</option>
          </Select>
        </Labelled>
        <Labelled label="Price" id={`${id}-price`}>
          <Select
            id={`${id}-price`}
            value={filters.price}
            onChange={(event) => onChange({ price: event.target.value as Filters['price'] })}
          >
            <option value="">Free and paid</option>
            <option value="free">Free</option>
            <option value="paid">Paid</option>
          </Select>
        </Labelled>
      </div>
    </form>
  );
}
