import { href } from '@qa/shared/kernel/routing/route-table';
import { Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useMyCourses } from '../features/courses/api/my-courses';
import { MyCourseRow } from '../features/courses/components/MyCourseRow';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';

export default function MyCoursesPage() {
  useDocumentTitle('My Courses');
  const courses = useMyCourses();
  return (
    <PageContainer>
      <Stack gap="6">
        <Stack gap="1">
          <PageTitle>My Courses</PageTitle>
          <Text color="fg.muted">Pick up where you left off.</Text>
        </Stack>
        {courses.isPending ? (
          <Loading label="Loading your courses">
            <Stack gap="4">
              {[0, 1, 2].map((n) => (
                <SkeletonBlock key={n} h={{ base: '72', sm: '28' }} rounded="xl" />
              ))}
            </Stack>
          </Loading>
        ) : courses.isError ? (
          <ErrorState
            title="Your courses could not be loaded"
            error={courses.error}
            onRetry={() => void courses.refetch()}
          />
        ) : courses.data.length === 0 ? (
          <EmptyState
            title="No courses yet"
            action={<ButtonLink to={href('courses')}>Browse the catalogue</ButtonLink>}
          >
            Start a course and it will appear here with your progress.
          </EmptyState>
        ) : (
          <Stack as="ul" listStyleType="none" gap="4">
            {courses.data.map((course) => (
              <li key={course.id}>
                <MyCourseRow course={course} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </PageContainer>
  );
}
