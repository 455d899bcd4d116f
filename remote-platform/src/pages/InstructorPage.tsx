import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Container, Flex, Heading, Image, SimpleGrid, Stack, Text } from '@qa/shared/ui/kit';
import { BackLink } from '@qa/shared/ui/BackLink';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useInstructor } from '../features/courses/api/instructor';
import { CatalogueEmptyState } from '../features/courses/components/CatalogueEmptyState';
import { CourseCard } from '../features/courses/components/CourseCard';
import { courseGridColumns } from '../features/courses/components/CourseGridSkeleton';
import { isNotFound } from '../features/page-state/api/retry';
import { ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';

export default function InstructorPage() {
  const { courseSlug = '', instructorId = '' } = useParams();
  const id = /^\d+$/.test(instructorId) ? Number(instructorId) : 0;
  const instructor = useInstructor(id);
  useDocumentTitle(instructor.data?.name ?? (instructor.isError ? null : 'Instructor'));

  if (id === 0 || (instructor.isError && isNotFound(instructor.error))) return <NotFound />;
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      <Stack gap="8">
        <BackLink text="Back to the course" to={href('course', { courseSlug })} showLogo={false} />
        {instructor.isPending ? (
          <Loading label="Loading the instructor">
            <Flex gap="6" align="center">
              <SkeletonBlock h="32" w="32" rounded="full" />
              <Stack gap="3" flex="1">
                <SkeletonBlock h="10" w="50%" />
                <SkeletonBlock h="5" w="30%" />
                <SkeletonBlock h="16" />
              </Stack>
            </Flex>
          </Loading>
        ) : instructor.isError ? (
          <ErrorState
            title="The instructor could not be loaded"
            error={instructor.error}
            onRetry={() => void instructor.refetch()}
          />
        ) : (
          <>
            <Flex gap={{ base: 4, md: 8 }} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
              <Image
                src={instructor.data.photoUrl}
                alt={`Photo of ${instructor.data.name}`}
                w="32"
                h="32"
                rounded="full"
                flexShrink={0}
              />
              <Stack gap="2">
                <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
                  {instructor.data.name}
                </Heading>
                <Text color="brand.fg" fontWeight="semibold">
                  {instructor.data.title}
                </Text>
                <Text color="fg.muted" maxW="2xl">
                  {instructor.data.bio}
                </Text>
              </Stack>
            </Flex>
            <Stack as="section" aria-labelledby="taught" gap="4">
              <Heading as="h2" id="taught" size="xl">
                Courses by {instructor.data.name}
              </Heading>
              {instructor.data.courses.length === 0 ? (
                <CatalogueEmptyState title="No courses published yet">
                  {instructor.data.name}&apos;s first course is on its way. Meanwhile, every course we teach is in the
                  catalogue.
                </CatalogueEmptyState>
              ) : (
                <SimpleGrid as="ul" listStyleType="none" columns={courseGridColumns} gap="6">
                  {instructor.data.courses.map((course) => (
                    <li key={course.id}>
                      <CourseCard course={course} headingLevel="h3" />
                    </li>
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
