// The events feature's door: what other features may use of it (docs/architecture.md "Feature boundaries").
export { kindLabel, kindTone } from './event-view';
export { eventsQueryOptions } from './api/events';
