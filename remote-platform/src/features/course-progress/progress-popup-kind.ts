/** The choice lives with the popup in the shared UI kit (docs/behaviour.md "Course progress popups"). */
export { progressPopupKind, type ProgressPopupKind } from '@qa/shared/ui/course-progress/progress-popup-kind';
