import { useCurrentSubscription } from '@qa/shared/data/subscriptions';
import { isSignedIn, useAuthStore } from '@qa/shared/kernel/session/auth-store';
import type { CourseDetail, CourseProgress, LectureSummary } from '../../../api/course-types';

export type CourseAccess = 'anonymous' | 'locked' | 'open' | 'checking';

/** What a part of the course page (its call to action, its syllabus) shows from. */
export interface CourseViewProps {
  course: CourseDetail;
  access: CourseAccess;
  progress: CourseProgress | undefined;
}

/**
 * Who may watch: everyone the free-preview lectures; a signed-in learner the free courses; a paid
 * plan every course (docs/behaviour.md §7 "Learner pages", "Lecture access").
 */
export function useCourseAccess(course: Pick<CourseDetail, 'isFree'> | undefined): CourseAccess {
  const signedIn = useAuthStore(isSignedIn);
  const subscription = useCurrentSubscription();
  if (!signedIn) return 'anonymous';
  if (course?.isFree) return 'open';
  if (subscription.isPending) return 'checking';
  return subscription.data && !subscription.data.plan.isFree ? 'open' : 'locked';
}

export const canWatch = (access: CourseAccess, lecture: Pick<LectureSummary, 'isFreePreview'>): boolean =>
  access === 'open' || lecture.isFreePreview;

/** The first lecture not yet completed (the first one when none or all are done). */
export function nextLecture(
  lectures: LectureSummary[],
  progress: CourseProgress | undefined,
): LectureSummary | undefined {
  const done = new Set(progress?.completedLectureIds ?? []);
  return lectures.find((lecture) => !done.has(lecture.id)) ?? lectures[0];
}
