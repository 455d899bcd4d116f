/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useMemo } from 'react';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useCourses } from '../features/courses/api/course-list';
import { CatalogueFilters } from '../features/courses/components/CatalogueFilters';
import { CourseCard } from '../features/courses/components/CourseCard';
import { CourseGridSkeleton } from '../features/courses/components/CourseGridSkeleton';
import { plural } from '../lib/course-format';
import { filterCourses, useCatalogueFilters } from '../features/courses/hooks/use-catalogue-filters';
import { EmptyState } from '@qa/shared/ui/primitives/PageStates';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';
import { usePaths } from '../features/paths/api/paths';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { coursesQueryOptions } from '../features/courses/api/course-list';
import { pathsQueryOptions } from '../features/paths/api/paths';
import { stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { pageContainerStyle } from '@qa/shared/ui/primitives/layout';
import { Text } from '@qa/shared/ui/primitives/text';
import { Button } from '@qa/shared/ui/primitives/Button';
import { LongCardGrid } from '@qa/shared/ui/primitives/LongCardGrid';
import { PageIntro } from '../components/PageIntro';

/** Cards whose covers load at once: the widest grid's first row, which holds the largest paint at every width. */
const FIRST_ROW = 3;

export default function CoursesPage() {
  useDocumentTitle('Courses');
  const courses = useCourses();
  const paths = usePaths();
  const { filters, search, setSearch, update, clear, active } = useCatalogueFilters();
  const shown = useMemo(() => filterCourses(courses.data ?? [], filters), [courses.data, filters]);

  // On the light layer (route table `ui: 'light'`): a first visit to the catalogue loads no Chakra.
  return (
    <div css={pageContainerStyle}>
      <div css={stack('spacing-6')}>
        <PageIntro title="Courses">
          Practical QA courses from manual testing to automation and performance. Start with a free course, then go
          further with a plan.
        </PageIntro>
        <CatalogueFilters
          filters={filters}
          search={search}
          onSearch={setSearch}
          onChange={update}
          paths={paths.data ?? []}
        />
        <QueryStates
          query={courses}
          loadingLabel="Loading courses"
          skeleton={<CourseGridSkeleton />}
          errorTitle="Courses could not be loaded"
        >
          {() => (
            <div css={stack('spacing-4')}>
              <Text aria-live="polite" size="sm" tone="muted" weight="medium">
                {active ? `${plural(shown.length, 'course')} found` : plural(shown.length, 'course')}
              </Text>
              {shown.length === 0 ? (
                <EmptyState
                  title="No courses match"
                  action={
                    <Button variant="secondary" onClick={clear}>
                      Clear search and filters
                    </Button>
                  }
                >
                  Try another word or fewer filters.
                </EmptyState>
              ) : (
                <LongCardGrid columns={FIRST_ROW}>
                  {shown.map((course, index) => (
                    <li key={course.id}>
                      <CourseCard course={course} eager={index < FIRST_ROW} />
                    </li>
                  ))}
                </LongCardGrid>
              )}
            </div>
          )}
        </QueryStates>
      </div>
    </div>
  );
}

/** The catalogue's data starts with its code, before the first render (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(coursesQueryOptions()), queryClient.prefetchQuery(pathsQueryOptions())]);
