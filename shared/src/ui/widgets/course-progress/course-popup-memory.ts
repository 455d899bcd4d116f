/**
 * What the visitor told the course progress popups (docs/behaviour.md "Course progress popups"):
 * a popup closed for a course stays hidden for this browser session (session storage, per course
 * and popup); the persistent toggle `coursePopupPreference` hides them all. Corrupt values read as
 * the defaults (nothing hidden).
 */
import { localStore, storageKeys } from '@qa/shared/kernel/storage/local-storage';
import { sessionKeys, sessionStore } from '@qa/shared/kernel/storage/session-store';
import type { ProgressPopupKind } from '@qa/shared/ui/widgets/course-progress/progress-popup-kind';

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

function hiddenThisSession(): string[] {
  const raw = sessionStore.getString(sessionKeys.hiddenCoursePopups);
  if (raw === null) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStringList(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

const entry = (courseId: string | number, kind: ProgressPopupKind) => `${courseId}:${kind}`;

export function isHiddenThisSession(courseId: string | number, kind: ProgressPopupKind): boolean {
  return hiddenThisSession().includes(entry(courseId, kind));
}

export function hideForThisSession(courseId: string | number, kind: ProgressPopupKind): void {
  const list = hiddenThisSession();
  const key = entry(courseId, kind);
  if (!list.includes(key)) sessionStore.setString(sessionKeys.hiddenCoursePopups, JSON.stringify([...list, key]));
}

/** The persistent toggle: stored as 'true' when every popup is hidden; anything else means shown. */
export function areAllHidden(): boolean {
  return localStore.getString(storageKeys.coursePopupPreference) === 'true';
}

export function setAllHidden(hidden: boolean): void {
  if (hidden) localStore.setString(storageKeys.coursePopupPreference, 'true');
  else localStore.remove(storageKeys.coursePopupPreference);
}
