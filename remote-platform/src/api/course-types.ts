/** Shapes of the main API's course endpoints the platform alone reads (dev-api/README.md). */
import type { CourseSummary, Instructor, LectureSummary } from '@qa/shared/kernel/contracts/course';

export type { CourseLevel, CourseSummary, Instructor, LectureSummary } from '@qa/shared/kernel/contracts/course';

/** A syllabus section's quiz, listed after the section's last lecture. */
export interface QuizSummary {
  id: number;
  title: string;
  section: string;
  sectionIndex: number;
  afterLectureId: number;
  questionsCount: number;
  passPercent: number;
}

export interface CourseDetail extends CourseSummary {
  description: string;
  instructor: Instructor | null;
  lectures: LectureSummary[];
  /** One per syllabus section; none for a course whose quizzes are not written yet. */
  quizzes: QuizSummary[];
  /** The next course of its career path; null for a path's last course. */
  nextCourse: CourseSummary | null;
}

export interface CourseProgress {
  courseId: number;
  /** Lectures done and quizzes passed, of all lectures and quizzes. */
  percent: number;
  completedLectureIds: number[];
  /** Quizzes passed; an answer without it (a lecture's completion may leave it out) keeps what the page knew. */
  passedQuizIds?: number[];
  /** The course's certificate once every lecture is done and every quiz passed; null before. */
  certificateId: number | null;
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
