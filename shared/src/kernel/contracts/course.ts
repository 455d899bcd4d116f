/**
 * The main API's course shapes (dev-api/README.md) that more than one package reads: the dev API
 * builds them, the platform's course pages and the marketing promo page render them.
 */
export type CourseLevel = 'beginner' | 'intermediate' | 'advanced';

export interface CourseSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  level: CourseLevel;
  imageUrl: string;
  pathId: number;
  instructorId: number;
  /** Free for every signed-in learner; the others need a paid plan. */
  isFree: boolean;
  rating: number;
  votes: number;
  lecturesCount: number;
  /** What taking the course takes, in minutes: its videos, its texts read and its quizzes. */
  durationMinutes: number;
  /** Its videos alone, whole minutes rounded down. */
  videoMinutes: number;
}

/** A career path as the list of paths gives it (the landing's teaser and the platform's pages). */
export interface CareerPath {
  id: number;
  slug: string;
  title: string;
  description: string;
  level: CourseLevel;
  durationWeeks: number;
  imageUrl: string;
  coursesCount: number;
}

export interface Instructor {
  id: number;
  name: string;
  title: string;
  bio: string;
  photoUrl: string;
}

export interface LectureSummary {
  id: number;
  position: number;
  title: string;
  /** Rounded, for older callers; the site shows `durationSeconds`. */
  durationMinutes: number;
  /** The real length of the lecture's video. */
  durationSeconds: number;
  isFreePreview: boolean;
  /** The title of its section of the syllabus (consecutive lectures share one). */
  section: string;
}
