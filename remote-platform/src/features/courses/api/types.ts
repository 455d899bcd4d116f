/** Shapes of the main API's course endpoints (dev-api/README.md). */
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
  durationMinutes: number;
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
  durationMinutes: number;
  isFreePreview: boolean;
  /** The title of its section of the syllabus (consecutive lectures share one). */
  section: string;
}

export interface CourseDetail extends CourseSummary {
  description: string;
  instructor: Instructor | null;
  lectures: LectureSummary[];
}

export interface CourseProgress {
  courseId: number;
  percent: number;
  completedLectureIds: number[];
}

/** The answer to marking a lecture complete: the course's new progress and what it earned. */
export interface LectureCompletion extends CourseProgress {
  /** The course certificate once the last lecture is done (null before). */
  certificateId: number | null;
  /** Rating points: 10 for a lecture done for the first time, 100 more for finishing the course. */
  pointsEarned: number;
  /** When points were earned: a new access token, whose claims carry the new rank and score. */
  accessToken?: string;
}
