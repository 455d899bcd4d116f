import { useId } from 'react';
import type { ReactNode } from 'react';
import { Box, chakra, Input, SimpleGrid } from '@qa/shared/ui/kit';
import type { CareerPath } from '../../paths/api/paths';
import type { CatalogueFilters as Filters } from '../hooks/use-catalogue-filters';

const Select = chakra('select', {
  base: {
    w: 'full',
    h: '10',
    px: '3',
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    bg: 'white',
    fontSize: 'sm',
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' },
  },
});

function Labelled({ label, children, id }: { label: string; id: string; children: ReactNode }) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      {children}
    </Box>
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
    <chakra.form role="search" aria-label="Courses" data-live-only="" onSubmit={(event) => event.preventDefault()}>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="3">
        <Labelled label="Search" id={`${id}-q`}>
          <Input
            id={`${id}-q`}
            type="search"
            placeholder="Title or topic"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            bg="white"
          />
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
      </SimpleGrid>
    </chakra.form>
  );
}
