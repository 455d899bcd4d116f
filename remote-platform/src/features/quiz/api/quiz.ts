import { queryOptions, useMutation, useQuery, useQueryClient } from '@qa/shared/kernel/query/react-query';
import { mainApi } from '@qa/shared/data/api-client';
import { useAuthStore } from '@qa/shared/kernel/session/auth-store';
import { retryOnce } from '@qa/shared/data/retry';
import { courseKeys } from '../../../api/course-keys';
import type { CourseProgress } from '../../../api/course-types';

export interface QuizOption {
  id: number;
  text: string;
}

export interface QuizQuestion {
  id: number;
  prompt: string;
  /** single: one option is right (radio buttons); multiple: one or more (checkboxes). */
  kind: 'single' | 'multiple';
  options: QuizOption[];
}

export interface QuizQuestionResult {
  questionId: number;
  chosenOptionIds: number[];
  correctOptionIds: number[];
  correct: boolean;
  explanation: string;
}

/** A submitted attempt, scored by the server: the only place the right answers ever come from. */
export interface QuizAttempt {
  id: number;
  score: number;
  total: number;
  percent: number;
  passed: boolean;
  submittedAt: string;
  durationSeconds: number | null;
  results: QuizQuestionResult[];
}

export interface Quiz {
  id: number;
  title: string;
  courseSlug: string;
  section: string;
  sectionIndex: number;
  passPercent: number;
  questions: QuizQuestion[];
  /** The learner's own last submitted attempt, with its answers and explanations; null before the first. */
  lastAttempt: QuizAttempt | null;
}

/** Option ids chosen per question id: every question needs at least one. */
export type QuizAnswers = Record<string, number[]>;

/** The answer to a submitted attempt: the attempt and the course's new progress, as a completed lecture's. */
export interface QuizSubmission extends CourseProgress {
  attempt: QuizAttempt;
  /** 10 for a quiz passed for the first time, 100 more when it finished the course. */
  pointsEarned: number;
  /** When points were earned: a new access token, whose claims carry the new rank and score. */
  accessToken?: string;
}

const quizPath = (slug: string, quizId: number) => `/courses/${encodeURIComponent(slug)}/quizzes/${quizId}`;

/** Per user, under the course tree: what the API sends (the last attempt, a 403) depends on who asks. */
export const quizKey = (slug: string, quizId: number, userId: number | null) =>
  [...courseKeys.all, 'quiz', slug, quizId, userId] as const;

/** GET /courses/:courseSlug/quizzes/:quizId 🔒 → the questions (no answer key); 403 for a course the plan lacks. */
export async function getQuiz(slug: string, quizId: number): Promise<Quiz> {
  const { data } = await mainApi.get<Quiz>(quizPath(slug, quizId));
  return data;
}

export const quizQueryOptions = (slug: string, quizId: number, userId: number | null) =>
  queryOptions({
    queryKey: quizKey(slug, quizId, userId),
    queryFn: () => getQuiz(slug, quizId),
    enabled: userId !== null && quizId > 0,
    retry: retryOnce,
  });

export function useQuiz(slug: string, quizId: number) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useQuery(quizQueryOptions(slug, quizId, userId));
}

/** POST /courses/:courseSlug/quizzes/:quizId/attempts 🔒 → 201 the scored attempt and the new progress. */
export async function submitQuizAttempt(
  slug: string,
  quizId: number,
  body: { answers: QuizAnswers; startedAt?: string },
): Promise<QuizSubmission> {
  const { data } = await mainApi.post<QuizSubmission>(`${quizPath(slug, quizId)}/attempts`, body);
  return data;
}

/**
 * Submits an attempt. As a completed lecture does, the answer becomes the course's progress at once,
 * "my courses" refetch later, and a new access token (points earned) shows the new score everywhere;
 * the quiz remembers the attempt as its last one.
 */
export function useSubmitQuizAttempt(slug: string, quizId: number) {
  const queryClient = useQueryClient();
  const userId = useAuthStore((state) => state.user?.id ?? null);
  return useMutation({
    mutationFn: (body: { answers: QuizAnswers; startedAt?: string }) => submitQuizAttempt(slug, quizId, body),
    onSuccess: ({ attempt, courseId, percent, completedLectureIds, passedQuizIds, certificateId, accessToken }) => {
      const progress: CourseProgress = { courseId, percent, completedLectureIds, passedQuizIds, certificateId };
      queryClient.setQueryData(courseKeys.progress(slug, userId), progress);
      queryClient.setQueryData(quizKey(slug, quizId, userId), (quiz: Quiz | undefined) =>
        quiz ? { ...quiz, lastAttempt: attempt } : quiz,
      );
      if (accessToken) useAuthStore.getState().replaceAccessToken(accessToken);
      void queryClient.invalidateQueries({ queryKey: courseKeys.mine(userId) });
    },
  });
}
