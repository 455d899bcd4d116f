/** @jsxImportSource @qa/shared/ui/light-jsx */
import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Stack, Text } from '@qa/shared/ui/chakra/kit';
import { PageContainer } from '@qa/shared/ui/primitives/layout';
import { Badge } from '@qa/shared/ui/primitives/Badge';
import { PageTitle, SectionHeading } from '@qa/shared/ui/primitives/heading';
import { token } from '@qa/shared/ui/styles/tokens';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { useMyCourses, type MyCourse } from '../features/courses/api/my-courses';
import { CatalogueEmptyState } from '../features/courses/components/CatalogueEmptyState';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from '../lib/course-format';
import { numericId, useItemPage } from '../lib/item-page';
import { SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { QueryStates, SkeletonBlocks } from '@qa/shared/ui/primitives/QueryStates';
import { usePath } from '../features/paths/api/paths';
import { PathCourseRow } from '../features/paths/components/PathCourseRow';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { pathQueryOptions } from '../features/paths/api/paths';

/** The path's courses in their order, one card each. */
const courseList = {
  listStyleType: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacing-4'),
} as const;

export default function PathPage() {
  const { id } = useParams();
  const { query: path, notFound } = useItemPage(id, usePath, (item) => item.title, 'Career Path');
  const signedIn = useAuthStore(isSignedIn);
  const mine = useMyCourses();
  const started = new Map<number, MyCourse>((mine.data ?? []).map((course) => [course.id, course]));

  if (notFound) return <NotFound />;
  return (
    <PageContainer>
      <QueryStates
        query={path}
        loadingLabel="Loading the career path"
        skeleton={
          <Stack gap="4">
            <SkeletonBlock h="10" w="60%" />
            <SkeletonBlock h="6" w="80%" />
            <SkeletonBlocks count={4} h="24" rounded="xl" />
          </Stack>
        }
        errorTitle="The career path could not be loaded"
      >
        {(data) => (
          <Stack gap="8">
            <Stack gap="3">
              <div>
                <Badge>
                  {levelLabel(data.level)} · {plural(data.durationWeeks, 'week')}
                </Badge>
              </div>
              <PageTitle>{data.title}</PageTitle>
              <Text color="fg.muted" fontSize="lg" maxW="3xl">
                {data.description}
              </Text>
              {data.courses.length > 0 ? (
                <Text fontSize="sm" color="fg.muted">
                  {plural(data.courses.length, 'course')} ·{' '}
                  {formatDuration(data.courses.reduce((sum, course) => sum + course.durationMinutes, 0))} of learning
                </Text>
              ) : null}
            </Stack>
            <Stack as="section" aria-labelledby="path-courses" gap="4">
              <SectionHeading id="path-courses">Courses in order</SectionHeading>
              {data.courses.length === 0 ? (
                <CatalogueEmptyState title="No courses in this path yet">
                  Its courses are being prepared. Meanwhile, every course we teach is in the catalogue.
                </CatalogueEmptyState>
              ) : (
                <ol css={courseList}>
                  {data.courses.map((course, index) => {
                    const progress = started.get(course.id);
                    const to =
                      progress?.nextLectureId && progress.progress < 100
                        ? href('lecture', { courseSlug: course.slug, lectureId: String(progress.nextLectureId) })
                        : href('course', { courseSlug: course.slug });
                    return (
                      <PathCourseRow
                        key={course.id}
                        course={course}
                        index={index}
                        progress={signedIn && progress ? progress.progress : null}
                        to={to}
                      />
                    );
                  })}
                </ol>
              )}
            </Stack>
          </Stack>
        )}
      </QueryStates>
    </PageContainer>
  );
}

/** The path starts loading with the page's code (remote-contracts `prefetch`); a malformed id is the page's to report. */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  numericId(params.id) ? queryClient.prefetchQuery(pathQueryOptions(numericId(params.id))) : undefined;
