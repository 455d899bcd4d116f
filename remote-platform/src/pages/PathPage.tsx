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
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import { useMyCourses, type MyCourse } from '../features/courses/api/my-courses';
import { CatalogueEmptyState } from '../features/courses/components/CatalogueEmptyState';
import { formatDuration } from '@qa/shared/kernel/format/duration';
import { levelLabel, plural } from '../lib/course-format';
import { isNotFound } from '@qa/shared/data/retry';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
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
  const { id = '' } = useParams();
  const pathId = /^\d+$/.test(id) ? Number(id) : 0;
  const path = usePath(pathId);
  const signedIn = useAuthStore(isSignedIn);
  const mine = useMyCourses();
  const started = new Map<number, MyCourse>((mine.data ?? []).map((course) => [course.id, course]));
  useDocumentTitle(path.data?.title ?? (path.isError ? null : 'Career Path'));

  if (pathId === 0 || (path.isError && isNotFound(path.error))) return <NotFound />;
  return (
    <PageContainer>
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
            <div>
              <Badge>
                {levelLabel(path.data.level)} · {plural(path.data.durationWeeks, 'week')}
              </Badge>
            </div>
            <PageTitle>{path.data.title}</PageTitle>
            <Text color="fg.muted" fontSize="lg" maxW="3xl">
              {path.data.description}
            </Text>
            {path.data.courses.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                {plural(path.data.courses.length, 'course')} ·{' '}
                {formatDuration(path.data.courses.reduce((sum, course) => sum + course.durationMinutes, 0))} of learning
              </Text>
            ) : null}
          </Stack>
          <Stack as="section" aria-labelledby="path-courses" gap="4">
            <SectionHeading id="path-courses">Courses in order</SectionHeading>
            {path.data.courses.length === 0 ? (
              <CatalogueEmptyState title="No courses in this path yet">
                Its courses are being prepared. Meanwhile, every course we teach is in the catalogue.
              </CatalogueEmptyState>
            ) : (
              <ol css={courseList}>
                {path.data.courses.map((course, index) => {
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
    </PageContainer>
  );
}

/** The path starts loading with the page's code (remote-contracts `prefetch`); a malformed id is the page's to report. */
export const prefetch: PagePrefetch = ({ params, queryClient }) =>
  params.id && /^\d+$/.test(params.id) ? queryClient.prefetchQuery(pathQueryOptions(Number(params.id))) : undefined;
