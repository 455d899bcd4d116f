export type EventKind = 'webinar' | 'workshop' | 'meetup';

export interface EventSpeaker {
  name: string;
  role: string;
  bio: string;
  photoUrl: string;
}

export interface AgendaItem {
  /** Minutes from the event's start. */
  startsAfterMinutes: number;
  title: string;
}

/** An event of the CMS (`/api/events`). Older documents may lack agenda, speaker and location. */
export interface QaEvent {
  id: number;
  slug: string;
  title: string;
  kind: EventKind | string;
  host: string;
  description: string;
  /** ISO 8601 in UTC (`…Z`). */
  startsAt: string;
  durationMinutes: number;
  isOnline: boolean;
  location?: string;
  isPast: boolean;
  price: number;
  imageUrl: string;
  registrationUrl: string;
  speaker?: EventSpeaker;
  agenda?: AgendaItem[];
}
