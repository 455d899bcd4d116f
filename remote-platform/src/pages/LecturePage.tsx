/** @jsxImportSource @qa/shared/ui/light-jsx */
import { lazy, Suspense } from 'react';
import { useParams } from '@qa/shared/kernel/routing/router';
import { href } from '@qa/shared/kernel/routing/route-table';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { BackLink } from '@qa/shared/ui/widgets/BackLink';
import { progressPopupKind } from '@qa/shared/ui/widgets/course-progress/progress-popup-kind';
import { NotFound } from '@qa/shared/ui/widgets/NotFound';
import { mq, token } from '@qa/shared/ui/styles/tokens';
import { loadSanitizerWithRetry } from '@qa/shared/ui/widgets/sanitize-html';
import { useDocumentTitle } from '@qa/shared/ui/hooks/use-document-title';
import type { PagePrefetch } from '@qa/shared/kernel/contracts/remote-contracts';
import { courseQueryOptions } from '../features/courses/api/course';
import { lectureQueryOptions } from '../features/courses/api/lecture';
import { CurriculumSidebar } from '../features/courses/components/CurriculumSidebar';
import { formatMediaLength } from '@qa/shared/kernel/format/duration';
import { LectureActions } from '../features/courses/components/LectureActions';
import { LecturePlayer } from '../features/lesson/components/LecturePlayer';
import { LessonText } from '../features/lesson/components/LessonText';
import { readingTimeLabel } from '@qa/shared/kernel/format/reading-time';
import { useLectureView } from '../features/courses/hooks/use-lecture-view';
import { useRememberLecture } from '../features/courses/hooks/use-remember-lecture';
import { ErrorState, Loading, SkeletonBlock } from '@qa/shared/ui/primitives/PageStates';
import { smallMutedText, stack } from '@qa/shared/ui/chakra/chakra-look/layout';
import { pageContainerStyle } from '@qa/shared/ui/primitives/layout';
import { PageTitle } from '@qa/shared/ui/primitives/heading';

// Only a locked lecture shows it, with the plans' call to action: an open lecture's first load does
// not carry that code.
const LockedLecture = lazy(() =>
  import('../features/courses/components/LockedLecture').then((module) => ({ default: module.LockedLecture })),
);

// Only a learner past 30 % of the course sees a progress popup: its code (and the modal's) comes then.
const CourseProgressPopup = lazy(() =>
  import('@qa/shared/ui/widgets/course-progress/CourseProgressPopup').then((module) => ({
    default: module.CourseProgressPopup,
  })),
);

/** The player and text in the first column; from `lg` on, the course's contents beside them. */
const layout = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: token('spacing-8'),
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
} as const;

const lockedPlaceholder = {
  borderRadius: token('radii-xl'),
  background: token('colors-brand-50'),
  aspectRatio: 16 / 9,
} as const;

const videoPlaceholder = { ...lockedPlaceholder, background: token('colors-gray-100') } as const;
const mainColumn = [stack('spacing-5'), { minWidth: 0 }];
const sideColumn = { [mq.lg]: { position: 'sticky', top: '88px' } } as const;

function LectureSkeleton() {
  return (
    <Loading label="Loading the lecture">
      <div css={layout}>
        <div css={stack('spacing-4')}>
          <SkeletonBlock h="8" w="60%" />
          <div css={videoPlaceholder} />
          <SkeletonBlock h="24" />
        </div>
        <SkeletonBlock h="96" rounded="xl" />
      </div>
    </Loading>
  );
}

export default function LecturePage() {
  const { courseSlug = '', lectureId = '' } = useParams();
  const id = /^\d+$/.test(lectureId) ? Number(lectureId) : 0;
  const view = useLectureView(courseSlug, id);
  const { course, progress, access, lecture } = view;
  const signedIn = useAuthStore(isSignedIn);
  const userId = useAuthStore((state) => state.user?.id ?? null);
  useRememberLecture(view.locked ? undefined : lecture?.courseId, view.locked ? undefined : lecture?.id);
  useDocumentTitle(lecture && course.data ? `${lecture.title} · ${course.data.title}` : 'Lecture');
  const popupKind = progress.data ? progressPopupKind(progress.data.percent) : null;
  const quiz = course.data?.quizzes.find((candidate) => candidate.id === lecture?.nextQuizId);

  if (view.notFound) return <NotFound />;

  // On the light layer (route table `ui: 'light'`), as the course page: one lecture to the next loads no Chakra.
  return (
    <div css={pageContainerStyle}>
      {view.error ? (
        <ErrorState title="The lecture could not be loaded" error={view.error} onRetry={view.retry} />
      ) : !course.data || !lecture ? (
        <LectureSkeleton />
      ) : (
        <div css={layout}>
          <div css={mainColumn} aria-busy={view.isSwitching || undefined}>
            <BackLink text={course.data.title} to={href('course', { courseSlug })} showLogo={false} />
            <div css={stack('spacing-1')}>
              <PageTitle>{lecture.title}</PageTitle>
              <p css={smallMutedText}>
                Lecture {lecture.position} of {course.data.lectures.length} ·{' '}
                {formatMediaLength(lecture.durationSeconds)} video
                {lecture.body ? ` · ${readingTimeLabel(lecture.body)}` : ''}
              </p>
            </div>
            {view.locked ? (
              <Suspense fallback={<div aria-busy="true" css={lockedPlaceholder} />}>
                <LockedLecture
                  course={course.data}
                  access={access}
                  progress={progress.data}
                  message={view.lockMessage}
                />
              </Suspense>
            ) : (
              <>
                <LecturePlayer lecture={lecture} poster={course.data.imageUrl} signedIn={signedIn} />
                <LessonText html={lecture.body} />
              </>
            )}
            <LectureActions
              lecture={lecture}
              progress={progress.data}
              canComplete={signedIn && !view.locked}
              quiz={quiz}
            />
          </div>
          {progress.data && popupKind ? (
            // A new key when the popup kind changes: reaching 30 / 50 / 100 % opens the next one.
            <Suspense fallback={null}>
              <CourseProgressPopup
                key={`${course.data.id}-${popupKind}`}
                courseId={course.data.id}
                courseTitle={course.data.title}
                percent={progress.data.percent}
                certificate={
                  userId !== null && progress.data.certificateId
                    ? { userId, certificateId: progress.data.certificateId }
                    : null
                }
              />
            </Suspense>
          ) : null}
          <div css={sideColumn}>
            <CurriculumSidebar course={course.data} currentId={lecture.id} access={access} progress={progress.data} />
          </div>
        </div>
      )}
    </div>
  );
}

/**
 * The course starts loading with the page's code (remote-contracts `prefetch`), and a free preview
 * (open to every visitor) with it, as soon as the course says it is one: its video and text no
 * longer wait for the page's first render. Another lecture waits for the visitor's access. The
 * sanitizer for the lecture's text starts too: loaded only once the text was on screen, it made the
 * text appear late and push the actions and the course's contents down (CLS 0.057).
 */
export const prefetch: PagePrefetch = ({ params, queryClient }) => {
  const { courseSlug, lectureId = '' } = params;
  if (!courseSlug || !/^\d+$/.test(lectureId)) return undefined;
  const id = Number(lectureId);
  void loadSanitizerWithRetry().catch(() => undefined); // SafeHtml retries and reports on its own
  const courseQuery = courseQueryOptions(courseSlug);
  // prefetchQuery never rejects: a course that fails to load is the page's to report.
  return queryClient.prefetchQuery(courseQuery).then(() => {
    const course = queryClient.getQueryData(courseQuery.queryKey);
    if (!course?.lectures.some((lecture) => lecture.id === id && lecture.isFreePreview)) return undefined;
    const userId = useAuthStore.getState().user?.id ?? null;
    return queryClient.prefetchQuery(lectureQueryOptions(courseSlug, id, userId));
  });
};
