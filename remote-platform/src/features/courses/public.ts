// The courses feature's door: what other features may use of it (docs/architecture.md "Feature boundaries").
export type { Lecture } from './api/lecture';
export type { MyCourse } from './api/my-courses';
