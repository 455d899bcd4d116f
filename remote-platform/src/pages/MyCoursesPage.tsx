import { href } from '@qa/shared/kernel/routing/route-table';
import { Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { ButtonLink } from '@qa/shared/ui/primitives/Button';
import { PageTitle } from '@qa/shared/ui/primitives/heading';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useMyCourses } from '../features/courses/api/my-courses';
import { MyCourseRow } from '../features/courses/components/MyCourseRow';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';

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
        <QueryStates
          query={courses}
          loadingLabel="Loading your courses"
          skeleton={
            <Stack gap="4">
              <SkeletonBlocks count={3} h={{ base: '72', sm: '28' }} rounded="xl" />
            </Stack>
          }
          errorTitle="Your courses could not be loaded"
          empty={{
            title: 'No courses yet',
            body: 'Start a course and it will appear here with your progress.',
            action: <ButtonLink to={href('courses')}>Browse the catalogue</ButtonLink>,
          }}
        >
          {(data) => (
            <Stack as="ul" listStyleType="none" gap="4">
              {data.map((course) => (
                <li key={course.id}>
                  <MyCourseRow course={course} />
                </li>
              ))}
            </Stack>
          )}
        </QueryStates>
      </Stack>
    </PageContainer>
  );
}
