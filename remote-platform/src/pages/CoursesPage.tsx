import { useMemo } from 'react';
import { Button, Container, Heading, SimpleGrid, Stack, Text } from '@qa/shared/ui/kit';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useCourses } from '../features/courses/api/course-list';
import { CatalogueFilters } from '../features/courses/components/CatalogueFilters';
import { CourseCard } from '../features/courses/components/CourseCard';
import { courseGridColumns, CourseGridSkeleton } from '../features/courses/components/CourseGridSkeleton';
import { plural } from '../features/courses/components/course-format';
import { filterCourses, useCatalogueFilters } from '../features/courses/hooks/use-catalogue-filters';
import { EmptyState, ErrorState } from '../features/page-state/components/PageStates';
import { usePaths } from '../features/paths/api/paths';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { coursesQueryOptions } from '../features/courses/api/course-list';
import { pathsQueryOptions } from '../features/paths/api/paths';

/** Cards whose covers load at once: the widest grid's first row, which holds the largest paint at every width. */
const FIRST_ROW = courseGridColumns.lg;

export default function CoursesPage() {
  useDocumentTitle('Courses');
  const courses = useCourses();
  const paths = usePaths();
  const { filters, search, setSearch, update, clear, active } = useCatalogueFilters();
  const shown = useMemo(() => filterCourses(courses.data ?? [], filters), [courses.data, filters]);

  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Courses
          </Heading>
          <Text color="fg.muted" maxW="2xl">
            Practical QA courses from manual testing to automation and performance. Start with a free course, then go
            further with a plan.
          </Text>
        </Stack>
        <CatalogueFilters
          filters={filters}
          search={search}
          onSearch={setSearch}
          onChange={update}
          paths={paths.data ?? []}
        />
        {courses.isPending ? (
          <CourseGridSkeleton />
        ) : courses.isError ? (
          <ErrorState
            title="Courses could not be loaded"
            error={courses.error}
            onRetry={() => void courses.refetch()}
          />
        ) : (
          <Stack gap="4">
            <Text aria-live="polite" fontSize="sm" color="fg.muted" fontWeight="medium">
              {active ? `${plural(shown.length, 'course')} found` : plural(shown.length, 'course')}
            </Text>
            {shown.length === 0 ? (
              <EmptyState
                title="No courses match"
                action={
                  <Button variant="outline" onClick={clear}>
                    Clear search and filters
                  </Button>
                }
              >
                Try another word or fewer filters.
              </EmptyState>
            ) : (
              <SimpleGrid as="ul" listStyleType="none" columns={courseGridColumns} gap="6">
                {shown.map((course, index) => (
                  <li key={course.id}>
                    <CourseCard course={course} eager={index < FIRST_ROW} />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** The catalogue's data starts with its code, before the first render (remote-contracts `prefetch`). */
export const prefetch: PagePrefetch = ({ queryClient }) =>
  Promise.all([queryClient.prefetchQuery(coursesQueryOptions()), queryClient.prefetchQuery(pathsQueryOptions())]);
