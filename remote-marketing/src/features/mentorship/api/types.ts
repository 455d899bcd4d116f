/** A mentor as the CMS offers them (`/api/mentorship`). */
export interface Mentor {
  id: number;
  slug: string;
  name: string;
  /** Their role, e.g. 'Senior SDET'. */
  title: string;
  /** Their stack and topics. */
  topics: string[];
  pricePerSession: number;
  sessionMinutes: number;
  rating: number;
  votes?: number;
  photoUrl: string;
  bio: string;
}
