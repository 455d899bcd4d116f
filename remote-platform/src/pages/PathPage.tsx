import { Link, useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Badge, Box, Button, chakra, Container, Flex, Heading, HStack, Image, Stack, Text } from '@qa/shared/ui/kit';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useMyCourses, type MyCourse } from '../features/courses/api/my-courses';
import { CatalogueEmptyState } from '../features/courses/components/CatalogueEmptyState';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from '../features/courses/components/course-format';
import { isNotFound } from '../features/page-state/api/retry';
import { ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';
import { usePath } from '../features/paths/api/paths';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { pathQueryOptions } from '../features/paths/api/paths';

const ButtonLink = chakra(Link);

export default function PathPage() {
  const { id = '' } = useParams();
  const pathId = /^\d+$/.test(id) ? Number(id) : 0;
  const path = usePath(pathId);
  const signedIn = useAuthStore(isSignedIn);
  const mine = useMyCourses();
  const started = new Map<number, MyCourse>((mine.data ?? []).map((course) => [course.id, course]));
  useDocumentTitle(path.data?.title ?? (path.isError ? null : 'Career Path'));

  if (pathId === 0 || (path.isError && isNotFound(path.error))) return <NotFound />;
  return (
    <Container maxW="5xl" py={{ base: 6, md: 10 }} px={{ base: 4, md: 6 }}>
      {path.isPending ? (
        <Loading label="Loading the career path">
          <Stack gap="4">
            <SkeletonBlock h="10" w="60%" />
            <SkeletonBlock h="6" w="80%" />
            {[0, 1, 2, 3].map((n) => (
              <SkeletonBlock key={n} h="24" rounded="xl" />
            ))}
          </Stack>
        </Loading>
      ) : path.isError ? (
        <ErrorState
          title="The career path could not be loaded"
          error={path.error}
          onRetry={() => void path.refetch()}
        />
      ) : (
        <Stack gap="8">
          <Stack gap="3">
            <Badge colorPalette="brand" variant="subtle" alignSelf="flex-start">
              {levelLabel(path.data.level)} · {plural(path.data.durationWeeks, 'week')}
            </Badge>
            <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
              {path.data.title}
            </Heading>
            <Text color="fg.muted" fontSize="lg" maxW="3xl">
              {path.data.description}
            </Text>
            {path.data.courses.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {plural(path.data.courses.length, 'course')} ·{' '}
                {formatDuration(path.data.courses.reduce((sum, course) => sum + course.durationMinutes, 0))} of lectures
              </Text>
            ) : null}
          </Stack>
          <Stack as="section" aria-labelledby="path-courses" gap="4">
            <Heading as="h2" id="path-courses" size="xl">
              Courses in order
            </Heading>
            {path.data.courses.length === 0 ? (
              <CatalogueEmptyState title="No courses in this path yet">
                Its courses are being prepared. Meanwhile, every course we teach is in the catalogue.
              </CatalogueEmptyState>
            ) : (
              <chakra.ol listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="4">
                {path.data.courses.map((course, index) => {
                  const progress = started.get(course.id);
                  const to =
                    progress?.nextLectureId && progress.progress < 100
                      ? href('lecture', { courseSlug: course.slug, lectureId: String(progress.nextLectureId) })
                      : href('course', { courseSlug: course.slug });
                  return (
                    <Flex
                      as="li"
                      key={course.id}
                      gap="4"
                      p="4"
                      borderWidth="1px"
                      borderColor="border"
                      rounded="xl"
                      bg="white"
                      direction={{ base: 'column', sm: 'row' }}
                      align={{ sm: 'center' }}
                    >
                      <HStack gap="4" flex="1" minW="0" align="center">
                        <Box
                          aria-hidden="true"
                          w="9"
                          h="9"
                          rounded="full"
                          bg="brand.50"
                          color="brand.fg"
                          fontWeight="bold"
                          display="grid"
                          placeItems="center"
                          flexShrink={0}
                        >
                          {index + 1}
                        </Box>
                        <Image
                          src={course.imageUrl}
                          alt=""
                          w="24"
                          aspectRatio={1200 / 630}
                          rounded="md"
                          objectFit="cover"
                          hideBelow="md"
                        />
                        <Stack gap="1" minW="0">
                          <Heading as="h3" size="md">
                            {course.title}
                          </Heading>
                          <Text fontSize="sm" color="fg.muted">
                            {levelLabel(course.level)} · {plural(course.lecturesCount, 'lecture')} ·{' '}
                            {formatDuration(course.durationMinutes)}
                            {course.isFree ? ' · Free' : ''}
                          </Text>
                          {signedIn && progress ? (
                            <Text
                              fontSize="sm"
                              color={progress.progress >= 100 ? 'green.700' : 'brand.fg'}
                              fontWeight="medium"
                            >
                              {progress.progress >= 100 ? 'Completed' : `${progress.progress}% complete`}
                            </Text>
                          ) : null}
                        </Stack>
                      </HStack>
                      <Button
                        asChild
                        variant={progress && progress.progress < 100 ? 'solid' : 'outline'}
                        colorPalette="brand"
                        flexShrink={0}
                      >
                        {/* The accessible name starts with the visible label (speech input users say what they see). */}
                        <ButtonLink
                          to={to}
                          aria-label={`${progress && progress.progress < 100 ? 'Continue' : 'View course'}: ${course.title}`}
                        >
                          {progress && progress.progress < 100 ? 'Continue' : 'View course'}
                        </ButtonLink>
                      </Button>
                    </Flex>
                  );
                })}
              </chakra.ol>
            )}
          </Stack>
        </Stack>
      )}
    </Container>
  );
}

/** The path starts loading with the page's code (remote-contracts `prefetch`); a malformed id is the page's to report. */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.id && /^\d+$/.test(params.id) ? queryClient.prefetchQuery(pathQueryOptions(Number(params.id))) : undefined;
