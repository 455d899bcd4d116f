// The paths feature's door: what other features may use of it (docs/architecture.md "Feature boundaries").
export type { CareerPath } from './api/paths';
