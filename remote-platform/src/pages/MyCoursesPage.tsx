import { Link } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Button, chakra, Container, Heading, Stack, Text } from '@qa/shared/ui/kit';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useMyCourses } from '../features/courses/api/my-courses';
import { MyCourseRow } from '../features/courses/components/MyCourseRow';
import { EmptyState, ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';

const ButtonLink = chakra(Link);

export default function MyCoursesPage() {
  useDocumentTitle('My Courses');
  const courses = useMyCourses();
  return (
    <Container maxW="4xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            My Courses
          </Heading>
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
            action={
              <Button asChild colorPalette="brand">
                <ButtonLink to={href('courses')}>Browse the catalogue</ButtonLink>
              </Button>
            }
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
    </Container>
  );
}
