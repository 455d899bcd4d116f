/** How an event reads: when it ends, its type and place (its times: the kernel's format/time). */
import type { QaEvent } from './api/types';
import type { BadgeTone } from '@qa/shared/ui/primitives/Badge';

export const endOf = (event: Pick<QaEvent, 'startsAt' | 'durationMinutes'>) =>
  Date.parse(event.startsAt) + event.durationMinutes * 60_000;

export const KIND_LABELS: Record<string, string> = { webinar: 'Webinar', workshop: 'Workshop', meetup: 'Meetup' };
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind.charAt(0).toUpperCase() + kind.slice(1);
export const kindTone = (kind: string): BadgeTone =>
  (({ webinar: 'brand', workshop: 'success', meetup: 'neutral' }) as const)[kind as 'webinar'] ?? 'neutral';

export const placeLabel = (event: Pick<QaEvent, 'isOnline' | 'location'>) =>
  event.isOnline ? 'Online' : (event.location ?? 'In person');
