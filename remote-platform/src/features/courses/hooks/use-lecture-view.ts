import { ApiError } from '@qa/shared/kernel/errors/api-error';
import { useCourse } from '../api/course';
import { useCourseProgress } from '../api/course-progress';
import { useLecture, type Lecture } from '../api/lecture';
import type { CourseDetail, LectureSummary } from '../../../api/course-types';
import { isNotFound } from '@qa/shared/data/retry';
import { canWatch, useCourseAccess } from './use-course-access';

/** A locked lecture as the course lists it: title, place and neighbours, no video or text. */
function outlineOf(course: CourseDetail, summary: LectureSummary): Lecture {
  const index = course.lectures.findIndex((lecture) => lecture.id === summary.id);
  return {
    ...summary,
    courseId: course.id,
    courseSlug: course.slug,
    videoUrl: null,
    captionsUrl: null,
    body: '',
    previousLectureId: course.lectures[index - 1]?.id ?? null,
    nextLectureId: course.lectures[index + 1]?.id ?? null,
    isLast: index === course.lectures.length - 1,
    nextQuizId: course.quizzes.find((quiz) => quiz.afterLectureId === summary.id)?.id ?? null,
  };
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * What the lecture page shows. The course says which lectures exist and which are free previews,
 * so a lecture this visitor cannot watch is not requested at all; if the API refuses one the page
 * thought open (a plan that just ended), the page shows the lock with the API's message.
 */
export function useLectureView(courseSlug: string, id: number) {
  const course = useCourse(courseSlug);
  const progress = useCourseProgress(courseSlug);
  const access = useCourseAccess(course.data);
  const summary = course.data?.lectures.find((lecture) => lecture.id === id);
  const open = summary !== undefined && canWatch(access, summary);
  const lecture = useLecture(courseSlug, id, open);
  const refused = open && isForbidden(lecture.error);
  const locked = (summary !== undefined && access !== 'checking' && !open) || refused;

  const notFound =
    id === 0 ||
    isNotFound(course.error) ||
    (course.data !== undefined && summary === undefined) ||
    (isNotFound(lecture.error) && !lecture.isPlaceholderData);
  const error = course.error ?? (open && !refused ? lecture.error : null);
  const shown = locked && course.data && summary ? outlineOf(course.data, summary) : open ? lecture.data : undefined;
  return {
    course,
    progress,
    access,
    lecture: shown,
    locked,
    lockMessage: refused && lecture.error instanceof ApiError ? lecture.error.message : null,
    /** The previous lecture is still on screen while this one loads. */
    isSwitching: open && lecture.isPlaceholderData,
    notFound,
    error,
    retry: () => void Promise.all([course.refetch(), open ? lecture.refetch() : null]),
  };
}
