import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { Flex, Image, Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { CardGrid } from '@qa/shared/ui/primitives/Card';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { useInstructor } from '../features/courses/api/instructor';
import { CatalogueEmptyState } from '../features/courses/components/CatalogueEmptyState';
import { CourseCard } from '../features/courses/components/CourseCard';
import { useItemPage } from '../lib/item-page';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { QueryStates } from '@qa/shared/ui/primitives/QueryStates';

export default function InstructorPage() {
  const { courseSlug = '', instructorId } = useParams();
  const { query: instructor, notFound } = useItemPage(instructorId, useInstructor, (item) => item.name, 'Instructor');

  if (notFound) return <NotFound />;
  return (
    <PageContainer>
      <Stack gap="8">
        <BackLink text="Back to the course" to={href('course', { courseSlug })} showLogo={false} />
        <QueryStates
          query={instructor}
          loadingLabel="Loading the instructor"
          skeleton={
            <Flex gap="6" align="center">
              <SkeletonBlock h="32" w="32" rounded="full" />
              <Stack gap="3" flex="1">
                <SkeletonBlock h="10" w="50%" />
                <SkeletonBlock h="5" w="30%" />
                <SkeletonBlock h="16" />
              </Stack>
            </Flex>
          }
          errorTitle="The instructor could not be loaded"
        >
          {(data) => (
            <>
              <Flex gap={{ base: 4, md: 8 }} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'center' }}>
                <Image src={data.photoUrl} alt={`Photo of ${data.name}`} w="32" h="32" rounded="full" flexShrink={0} />
                <Stack gap="2">
                  <PageTitle>{data.name}</PageTitle>
                  <Text color="brand.fg" fontWeight="semibold">
                    {data.title}
                  </Text>
                  <Text color="fg.muted" maxW="2xl">
                    {data.bio}
                  </Text>
                </Stack>
              </Flex>
              <Stack as="section" aria-labelledby="taught" gap="4">
                <SectionHeading id="taught">Courses by {data.name}</SectionHeading>
                {data.courses.length === 0 ? (
                  <CatalogueEmptyState title="No courses published yet">
                    {data.name}&apos;s first course is on its way. Meanwhile, every course we teach is in the catalogue.
                  </CatalogueEmptyState>
                ) : (
                  <CardGrid>
                    {data.courses.map((course) => (
                      <li key={course.id}>
                        <CourseCard course={course} headingLevel="h3" />
                      </li>
                    ))}
                  </CardGrid>
                )}
              </Stack>
            </>
          )}
        </QueryStates>
      </Stack>
    </PageContainer>
  );
}
