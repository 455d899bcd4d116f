import { useEffect, useState } from 'react';
import { useSearchParams } from '@qa/shared/kernel/routing/router';
import type { CourseLevel, CourseSummary } from '../../../api/course-types';

/** How long typing pauses before the search reaches the URL (and the list). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueFilters {
  q: string;
  path: string;
  level: '' | CourseLevel;
  price: '' | 'free' | 'paid';
}

const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
const read = (params: URLSearchParams): CatalogueFilters => {
  const level = params.get('level') ?? '';
  const price = params.get('price') ?? '';
  return {
    q: params.get('q') ?? '',
    path: /^\d+$/.test(params.get('path') ?? '') ? (params.get('path') ?? '') : '',
    level: (LEVELS as readonly string[]).includes(level) ? (level as CourseLevel) : '',
    price: price === 'free' || price === 'paid' ? price : '',
  };
};

/**
 * The catalogue's state lives in the URL query (`q`, `path`, `level`, `price`), so a filtered view
 * can be shared and survives a reload. The search box answers at once; the URL follows after a pause.
 */
export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const filters = read(params);
  const [search, setSearch] = useState(filters.q);

  // The typed search goes along with every change: a filter chosen during the pause would otherwise
  // be undone by the pending search update, which still holds the query of the render it was set in.
  const update = (patch: Partial<CatalogueFilters>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ q: search.trim(), ...patch })) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (search.trim() === filters.q) return;
    const timer = setTimeout(() => update({ q: search.trim() }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // update is rebuilt each render; the pending search is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search, filters.q]);

  const clear = () => {
    setSearch('');
    setParams(new URLSearchParams(), { replace: true });
  };
  const active = Boolean(filters.q || filters.path || filters.level || filters.price);
  return { filters, search, setSearch, update, clear, active };
}

/** The courses the filters let through, in catalogue order. */
export function filterCourses(courses: CourseSummary[], filters: CatalogueFilters): CourseSummary[] {
  const words = filters.q.toLowerCase().split(/\s+/).filter(Boolean);
  return courses.filter(
    (course) =>
      (!filters.path || String(course.pathId) === filters.path) &&
      (!filters.level || course.level === filters.level) &&
      (!filters.price || course.isFree === (filters.price === 'free')) &&
      words.every((word) => `${course.title} ${course.summary}`.toLowerCase().includes(word)),
  );
}
