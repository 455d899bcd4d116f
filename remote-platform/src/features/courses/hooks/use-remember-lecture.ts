import { useEffect } from 'react';
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';

/** `currentCourseId` / `currentLectureId`: the course and lecture in progress (docs/behaviour.md). */
export function useRememberLecture(courseId: number | undefined, lectureId: number | undefined): void {
  useEffect(() => {
    if (courseId === undefined || lectureId === undefined) return;
    localStore.setString(storageKeys.currentCourseId, String(courseId));
    localStore.setString(storageKeys.currentLectureId, String(lectureId));
  }, [courseId, lectureId]);
}
