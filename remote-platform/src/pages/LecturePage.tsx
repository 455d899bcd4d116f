import { lazy, Suspense } from 'react';
import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { Box, Container, Grid, Heading, Stack, Text } from '@qa/shared/ui/kit';
import { BackLink } from '@qa/shared/ui/BackLink';
import { progressPopupKind } from '@qa/shared/ui/course-progress/progress-popup-kind';
import { NotFound } from '@qa/shared/ui/NotFound';
import { useDocumentTitle } from '@qa/shared/ui/use-document-title';
import { CurriculumSidebar } from '../features/courses/components/CurriculumSidebar';
import { formatDuration } from '../features/courses/components/course-format';
import { LectureActions } from '../features/courses/components/LectureActions';
import { LecturePlayer } from '../features/courses/components/LecturePlayer';
import { useLectureView } from '../features/courses/hooks/use-lecture-view';
import { useRememberLecture } from '../features/courses/hooks/use-remember-lecture';
import { ErrorState, Loading, SkeletonBlock } from '../features/page-state/components/PageStates';

// Only a locked lecture shows it, with the plans' call to action: an open lecture's first load does
// not carry that code.
const LockedLecture = lazy(() =>
  import('../features/courses/components/LockedLecture').then((module) => ({ default: module.LockedLecture })),
);

// Only a learner past 30 % of the course sees a progress popup: its code (and the modal's) comes then.
const CourseProgressPopup = lazy(() =>
  import('@qa/shared/ui/course-progress/CourseProgressPopup').then((module) => ({
    default: module.CourseProgressPopup,
  })),
);

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
  const view = useLectureView(courseSlug, id);
  const { course, progress, access, lecture } = view;
  const signedIn = useAuthStore(isSignedIn);
  useRememberLecture(view.locked ? undefined : lecture?.courseId, view.locked ? undefined : lecture?.id);
  useDocumentTitle(lecture && course.data ? `${lecture.title} · ${course.data.title}` : 'Lecture');
  const popupKind = progress.data ? progressPopupKind(progress.data.percent) : null;

  if (view.notFound) return <NotFound />;

  return (
    <Container maxW="7xl" py={{ base: 4, md: 8 }} px={{ base: 4, md: 6 }}>
      {view.error ? (
        <ErrorState title="The lecture could not be loaded" error={view.error} onRetry={view.retry} />
      ) : !course.data || !lecture ? (
        <LectureSkeleton />
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 320px' }} gap="8" alignItems="start">
          <Stack gap="5" minW="0" aria-busy={view.isSwitching || undefined}>
            <BackLink text={course.data.title} to={href('course', { courseSlug })} showLogo={false} />
            <Stack gap="1">
              <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
                {lecture.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                Lecture {lecture.position} of {course.data.lectures.length} · {formatDuration(lecture.durationMinutes)}
              </Text>
            </Stack>
            {view.locked ? (
              <Suspense fallback={<Box aria-busy="true" rounded="xl" bg="brand.50" aspectRatio={16 / 9} />}>
                <LockedLecture
                  course={course.data}
                  access={access}
                  progress={progress.data}
                  message={view.lockMessage}
                />
              </Suspense>
            ) : (
              <LecturePlayer lecture={lecture} poster={course.data.imageUrl} />
            )}
            <LectureActions lecture={lecture} progress={progress.data} canComplete={signedIn && !view.locked} />
          </Stack>
          {progress.data && popupKind ? (
            // A new key when the popup kind changes: reaching 30 / 50 / 100 % opens the next one.
            <Suspense fallback={null}>
              <CourseProgressPopup
                key={`${course.data.id}-${popupKind}`}
                courseId={course.data.id}
                courseTitle={course.data.title}
                percent={progress.data.percent}
              />
            </Suspense>
          ) : null}
          <Box position={{ lg: 'sticky' }} top={{ lg: '88px' }}>
            <CurriculumSidebar course={course.data} currentId={lecture.id} access={access} progress={progress.data} />
          </Box>
        </Grid>
      )}
    </Container>
  );
}
