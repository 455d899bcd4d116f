import { useParams } from '@qa/shared/kernel/routing/router';
import { Box, chakra, Container, Grid, Heading, Image, SimpleGrid, Stack } from '@qa/shared/ui/kit';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useCourse } from '../features/courses/api/course';
import { useCourseProgress } from '../features/courses/api/course-progress';
import { CourseCta } from '../features/courses/components/CourseCta';
import { CourseHero } from '../features/courses/components/CourseHero';
import { CoursePageSkeleton } from '../features/courses/components/CoursePageSkeleton';
import { InstructorCard } from '../features/courses/components/InstructorCard';
import { Syllabus } from '../features/courses/components/Syllabus';
import { useCourseAccess } from '../features/courses/hooks/use-course-access';
import { ErrorState } from '../features/page-state/components/PageStates';
import { isNotFound } from '../features/page-state/api/retry';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { courseQueryOptions } from '../features/courses/api/course';

export default function CoursePage() {
  const { courseSlug = '' } = useParams();
  const course = useCourse(courseSlug);
  const progress = useCourseProgress(courseSlug);
  const access = useCourseAccess(course.data);
  useDocumentTitle(course.data?.title ?? (course.isError ? null : 'Course'));

  if (course.isError && isNotFound(course.error)) return <NotFound />;
  return (
    <Container maxW="6xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      {course.isPending ? (
        <CoursePageSkeleton />
      ) : course.isError ? (
        <ErrorState title="The course could not be loaded" error={course.error} onRetry={() => void course.refetch()} />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 360px' }}
          columnGap="10"
          rowGap={{ base: 8, lg: 10 }}
          alignItems="start"
        >
          <CourseHero course={course.data} />
          <Box
            gridColumn={{ lg: 2 }}
            gridRow={{ lg: '1 / span 2' }}
            position={{ lg: 'sticky' }}
            top={{ lg: '88px' }}
            borderWidth="1px"
            borderColor="border"
            rounded="xl"
            overflow="hidden"
            bg="white"
            boxShadow="sm"
          >
            <Image src={course.data.imageUrl} alt="" aspectRatio={1200 / 630} w="full" objectFit="cover" />
            <Box p="5">
              <CourseCta course={course.data} access={access} progress={progress.data} />
            </Box>
          </Box>
          <Stack gap="10" gridColumn={{ lg: 1 }}>
            <Stack as="section" aria-labelledby="learn" gap="3">
              <Heading as="h2" id="learn" size="xl">
                What you will learn
              </Heading>
              <Box borderWidth="1px" borderColor="border" rounded="xl" p="5" bg="white">
                <chakra.p mb="4" color="fg.muted">
                  {course.data.description}
                </chakra.p>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
                  {course.data.lectures.slice(0, 6).map((lecture) => (
                    <chakra.li key={lecture.id} display="flex" gap="2">
                      <chakra.span color="brand.fg" aria-hidden="true">
                        ✓
                      </chakra.span>
                      {lecture.title}
                    </chakra.li>
                  ))}
                </SimpleGrid>
              </Box>
            </Stack>
            <Syllabus course={course.data} access={access} progress={progress.data} />
            {course.data.instructor ? (
              <InstructorCard instructor={course.data.instructor} courseSlug={course.data.slug} />
            ) : null}
          </Stack>
        </Grid>
      )}
    </Container>
  );
}

/** The course starts loading with the page's code (remote-contracts `prefetch`); the visitor's progress waits for the page. */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.courseSlug ? queryClient.prefetchQuery(courseQueryOptions(params.courseSlug)) : undefined;
