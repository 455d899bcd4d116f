import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Box, Container, Grid, Heading, Stack, Text } from '@qa/shared/ui/kit';
import { BackLink } from '@qa/shared/ui/BackLink';
import { CourseProgressPopup } from '@qa/shared/ui/course-progress/CourseProgressPopup';
import { progressPopupKind } from '@qa/shared/ui/course-progress/progress-popup-kind';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { useCourse } from '../features/courses/api/course';
import { useCourseProgress } from '../features/courses/api/course-progress';
import { useLecture } from '../features/courses/api/lecture';
import { CurriculumSidebar } from '../features/courses/components/CurriculumSidebar';
import { formatDuration } from '../features/courses/components/course-format';
import { LectureActions } from '../features/courses/components/LectureActions';
import { LecturePlayer } from '../features/courses/components/LecturePlayer';
import { LockedLecture } from '../features/courses/components/LockedLecture';
import { canWatch, useCourseAccess } from '../features/courses/hooks/use-course-access';
import { useRememberLecture } from '../features/courses/hooks/use-remember-lecture';
import { isNotFound } from '../features/page-state/api/retry';
import { ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';

function LectureSkeleton() {
  return (
    <Loading label="Loading the lecture">
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="8">
        <Stack gap="4">
          <SkeletonBlock h="8" w="60%" />
          <Box aspectRatio={16 / 9} bg="gray.100" rounded="xl" />
          <SkeletonBlock h="24" />
        </Stack>
        <SkeletonBlock h="96" rounded="xl" />
      </Grid>
    </Loading>
  );
}

export default function LecturePage() {
  const { courseSlug = '', lectureId = '' } = useParams();
  const id = /^\d+$/.test(lectureId) ? Number(lectureId) : 0;
  const course = useCourse(courseSlug);
  const lecture = useLecture(courseSlug, id);
  const progress = useCourseProgress(courseSlug);
  const access = useCourseAccess(course.data);
  const signedIn = useAuthStore(isSignedIn);
  useRememberLecture(lecture.data?.courseId, lecture.data?.id);
  useDocumentTitle(lecture.data && course.data ? `${lecture.data.title} · ${course.data.title}` : 'Lecture');

  const failed = course.error ?? lecture.error;
  if (id === 0 || isNotFound(course.error) || (isNotFound(lecture.error) && !lecture.isPlaceholderData))
    return <NotFound />;
  const retry = () => void Promise.all([course.refetch(), lecture.refetch()]);

  return (
    <Container maxW="7xl" py={{ base: 4, md: 8 }} px={{ base: 4, md: 6 }}>
      {failed ? (
        <ErrorState title="The lecture could not be loaded" error={failed} onRetry={retry} />
      ) : !course.data || !lecture.data ? (
        <LectureSkeleton />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="8" alignItems="start">
          <Stack gap="5" minW="0" aria-busy={lecture.isPlaceholderData || undefined}>
            <BackLink text={course.data.title} to={href('course', { courseSlug })} showLogo={false} />
            <Stack gap="1">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {lecture.data.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Lecture {lecture.data.position} of {course.data.lectures.length} ·{' '}
                {formatDuration(lecture.data.durationMinutes)}
              </Text>
            </Stack>
            {canWatch(access, lecture.data) ? (
              <LecturePlayer lecture={lecture.data} poster={course.data.imageUrl} />
            ) : (
              <LockedLecture course={course.data} access={access} progress={progress.data} />
            )}
            <LectureActions
              lecture={lecture.data}
              progress={progress.data}
              canComplete={signedIn && canWatch(access, lecture.data)}
            />
          </Stack>
          {progress.data ? (
            // A new key when the popup kind changes: reaching 30 / 50 / 100 % opens the next one.
            <CourseProgressPopup
              key={`${course.data.id}-${progressPopupKind(progress.data.percent) ?? 'none'}`}
              courseId={course.data.id}
              courseTitle={course.data.title}
              percent={progress.data.percent}
            />
          ) : null}
          <Box position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <CurriculumSidebar
              course={course.data}
              currentId={lecture.data.id}
              access={access}
              progress={progress.data}
            />
          </Box>
        </Grid>
      )}
    </Container>
  );
}
